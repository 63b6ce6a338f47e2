import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, processEnv } from '../config';
import { configuredStore, uploadsSettingsOf } from '../uploads/configuredStore';
import { copyLocalUploads } from '../uploads/migrate';

const USAGE =
  'Usage: npm run uploads:migrate -w api [-- --verbose]\n' +
  'Copies every upload under DATA_DIR/uploads into the bucket S3_BUCKET names (with S3_ENDPOINT, S3_REGION,\n' +
  'S3_FORCE_PATH_STYLE and the AWS credentials, as the API reads them). Objects already there with the same size\n' +
  'are skipped, so it can be run again; it exits 1 when any file could not be copied. --verbose prints every file.';

/** uploads:migrate: moves a site from the local uploads folder to object storage; the folder itself is left as it is. */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { verbose: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig(processEnv());
  const settings = uploadsSettingsOf(config);
  const store = configuredStore(settings);
  if (store.kind !== 's3') {
    console.error('S3_BUCKET is not set: there is no bucket to copy the uploads into. Nothing was copied.');
    return 2;
  }
  const bucket = store.files;
  try {
    try {
      await bucket.checkBucket();
    } catch (error) {
      console.error(`Could not reach the bucket "${bucket.bucket}": ${error instanceof Error ? `${error.name}: ${error.message}` : error}`);
      console.error('Nothing was copied.');
      return 1;
    }
    console.log(`Copying the uploads under ${settings.directory} into the bucket "${bucket.bucket}"…`);
    const summary = await copyLocalUploads(settings.directory, bucket, (key, outcome) => {
      if (values.verbose || outcome === 'failed') console.log(`  ${outcome.padEnd(7)} ${key}`);
    });
    for (const { key, reason } of summary.failed) console.error(`Failed: ${key}: ${reason}`);
    if (summary.ignored.length > 0) console.log(`Left out (not uploads): ${summary.ignored.join(', ')}`);
    console.log(
      `Copied ${summary.copied.length}, already there ${summary.skipped.length}, failed ${summary.failed.length}` +
        ` (of ${summary.copied.length + summary.skipped.length + summary.failed.length} uploads).`,
    );
    if (summary.failed.length > 0) {
      console.error('Some uploads were not copied: run the command again once the cause is fixed.');
      return 1;
    }
    return 0;
  } finally {
    bucket.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
