import type { IncomingMessage } from 'node:http';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'minio';
import type { CredentialProvider } from 'minio/dist/main/CredentialProvider.js';
import type { ObjectStore, StoredObject } from '../domain/ports';

export interface S3Options {
  endpoint: string;
  /** Static keys, or else `credentials` that renew themselves (workload identity). */
  accessKey?: string;
  secretKey?: string;
  credentials?: CredentialProvider;
  bucket: string;
  region: string;
  /** Ask for server-side encryption (SSE-S3) of private files: `auto` falls back when the store refuses. */
  encryption?: 'auto' | 'on' | 'off';
}

/** Objects in one bucket over the S3 API (MinIO in production, the local S3 server in development). */
export class S3ObjectStore implements ObjectStore {
  private readonly client: Client;

  constructor(private readonly options: S3Options) {
    const url = new URL(options.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      credentialsProvider: options.credentials,
      region: options.region,
      pathStyle: true,
    });
  }

  /** Creates the bucket when missing (it is never made public: objects go out through the edge). */
  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.options.bucket))) {
      await this.client.makeBucket(this.options.bucket, this.options.region);
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.options.bucket, key, data, data.length, { 'Content-Type': contentType });
  }

  private encrypt: boolean | null = null;

  /**
   * Spooled to a temporary file first: the S3 API wants the length up front (a stream of unknown length
   * becomes chunked uploads some stores refuse), and the file keeps a large export out of memory.
   */
  async putPrivate(key: string, body: Readable, contentType: string): Promise<number> {
    const folder = await mkdtemp(path.join(tmpdir(), 'kindred-export-'));
    const file = path.join(folder, 'export');
    try {
      await pipeline(body, createWriteStream(file, { mode: 0o600 }));
      const { size } = await stat(file);
      const headers: Record<string, string> = { 'Content-Type': contentType };
      if (await this.encrypts()) headers['X-Amz-Server-Side-Encryption'] = 'AES256';
      await this.client.putObject(this.options.bucket, key, createReadStream(file), size, headers);
      return size;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * Whether private files are written with SSE-S3. `auto` asks the store once with a small probe: a
   * MinIO without a KMS refuses the header, a local S3 server ignores it; both then write plainly.
   */
  private async encrypts(): Promise<boolean> {
    const mode = this.options.encryption ?? 'auto';
    if (mode !== 'auto') return mode === 'on';
    if (this.encrypt !== null) return this.encrypt;
    const probe = `exports/sse-probe-${process.pid}`;
    try {
      await this.client.putObject(this.options.bucket, probe, Buffer.from('sse'), 3, {
        'X-Amz-Server-Side-Encryption': 'AES256',
      });
      const stat = await this.client.statObject(this.options.bucket, probe);
      this.encrypt = Boolean((stat.metaData as Record<string, string>)['x-amz-server-side-encryption']);
      await this.client.removeObject(this.options.bucket, probe);
    } catch {
      this.encrypt = false;
    }
    return this.encrypt;
  }

  /** Whether private files are stored encrypted (after the first one was written). */
  get encryptsPrivateFiles(): boolean | null {
    return this.encrypt;
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    await this.client.copyObject(this.options.bucket, toKey, `/${this.options.bucket}/${fromKey}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const response = (await this.client.getObject(this.options.bucket, key)) as IncomingMessage;
      return {
        body: response,
        contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
        size: Number(response.headers['content-length'] ?? 0),
        etag: String(response.headers.etag ?? ''),
      };
    } catch (err) {
      if ((err as { code?: string }).code === 'NoSuchKey' || (err as { code?: string }).code === 'NotFound')
        return null;
      throw err;
    }
  }

  /** One object at a time: the local S3 server's multi-object delete can fail. */
  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.options.bucket, key);
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.options.bucket, prefix, true)) {
      const name = (item as { name?: string }).name;
      if (name) keys.push(name);
    }
    return keys;
  }

  async ping(): Promise<boolean> {
    return this.client.bucketExists(this.options.bucket);
  }
}
