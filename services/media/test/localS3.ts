import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

/**
 * A local S3-compatible server (s3rver) in a temporary folder, for tests when S3_ENDPOINT is unset.
 * It accepts the keys S3RVER / S3RVER.
 */
export async function startLocalS3(bucket = 'kindred-media'): Promise<{ endpoint: string; stop(): Promise<void> }> {
  // s3rver ships no types; its constructor takes the options documented in its README.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as S3rverConstructor;
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
