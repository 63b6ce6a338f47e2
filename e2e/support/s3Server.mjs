// A fake S3 server (s3rver) for the uploads journey: S3_PORT on loopback, one empty bucket S3_BUCKET, objects in
// S3_DIR (emptied first). Stops on SIGTERM/SIGINT, as Playwright stops its web servers.
import { rmSync } from 'node:fs';
import S3rver from '@20minutes/s3rver';

const { S3_PORT, S3_BUCKET, S3_DIR } = process.env;
if (!S3_PORT || !S3_BUCKET || !S3_DIR) {
  console.error('Set S3_PORT, S3_BUCKET and S3_DIR.');
  process.exit(2);
}
rmSync(S3_DIR, { recursive: true, force: true });
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(S3_PORT),
  silent: true,
  directory: S3_DIR,
  configureBuckets: [{ name: S3_BUCKET }],
  // s3rver signs a bucket's own address (HeadBucket) without the trailing slash the AWS SDK sends; it still refuses
  // an unknown access key.
  allowMismatchedSignatures: true,
});
const { port } = await server.run();
console.log(`s3rver at http://127.0.0.1:${port}/${S3_BUCKET}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
