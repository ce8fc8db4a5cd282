import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

export interface LocalS3 {
  endpoint: string;
  /** Copies the bucket's objects under `prefix` (`gifts`) to `folder`, for another local S3's `seed`. */
  saveObjects(prefix: string, folder: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) in a temporary folder, for tests when S3_ENDPOINT is unset.
 * It accepts the keys S3RVER / S3RVER. `seed`: a folder `saveObjects` wrote, whose objects the bucket
 * starts with.
 */
export async function startLocalS3(bucket = 'kindred-media', seed?: string): Promise<LocalS3> {
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
  // s3rver reads an object's files (`<key>._S3rver_object`, its metadata beside) at each request.
  // Without it (the template's stack stored none) commerce stores the gift pictures again.
  if (seed && (await fs.stat(seed).catch(() => null)))
    await fs.cp(seed, path.join(directory, bucket), { recursive: true });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async saveObjects(prefix, folder) {
      await fs.cp(path.join(directory, bucket, prefix), path.join(folder, prefix), { recursive: true });
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
