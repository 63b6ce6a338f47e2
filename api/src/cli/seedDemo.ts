import { ConfigError, loadConfig, processEnv } from '../config';
import { DataDirInUseError } from '../db/dataDirLock';
import { DEMO_ADMIN, DEMO_PASSWORD, existingPodcasts, seedDemo } from '../demo/seed';
import { configuredStore, uploadsSettingsOf } from '../uploads/configuredStore';
import { openConfiguredDatabase } from '../configuredDatabase';

/** seed:demo: fills an empty database with demo podcasters, podcasts, likes and comments. */
async function main(): Promise<number> {
  const config = loadConfig(processEnv());
  const { database, close: closeDatabase } = await openConfiguredDatabase(config);
  // The pictures go where the API keeps uploads: the bucket when S3_BUCKET is set, else DATA_DIR/uploads.
  const store = configuredStore(uploadsSettingsOf(config));
  try {
    const ctx = { db: database.db, files: store.files };
    const existing = await existingPodcasts(ctx);
    if (existing > 0) {
      console.error(
        `The database already has ${existing} podcasts; demo data only goes into an empty one. Nothing was changed.`,
      );
      return 1;
    }
    // The port `npm start` serves the demo feeds on (scripts/start.mjs), so the seeded feeds point there.
    const feedsPort = processEnv().DEMO_FEEDS_PORT;
    await seedDemo(ctx, (line) => console.log(line), feedsPort ? `127.0.0.1:${feedsPort}` : undefined);
    console.log(
      `Done. Every demo user signs in with the password "${DEMO_PASSWORD}" (e.g. anna_lindqvist), the admin as ${DEMO_ADMIN}.`,
    );
    return 0;
  } finally {
    if (store.kind === 's3') store.files.close();
    await closeDatabase();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const expected = error instanceof ConfigError || error instanceof DataDirInUseError;
    console.error(expected ? (error as Error).message : error);
    process.exit(1);
  },
);
