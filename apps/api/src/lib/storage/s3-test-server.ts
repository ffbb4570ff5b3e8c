import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-protocol server for the tests (s3rver), on loopback at a free port,
 * keeping its objects in a temporary folder, with one empty bucket. `env` is
 * what a deployment would set to use it.
 */
export async function startS3TestServer(bucket = 'puente-pruebas') {
  const directory = mkdtempSync(join(tmpdir(), 'puente-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      // s3rver's fixed credentials: it checks each request's signature with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** The objects' folder: a test can damage a copy behind the store's back. */
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
