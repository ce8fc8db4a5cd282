import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pairObjectsWithDatabase } from '../../local/src/dataPairing';

/** `make dev` says which database and which objects it pairs (deploy/local/src/dataPairing.ts). */
describe('make dev pairs a database with its objects', () => {
  let s3: string;
  beforeEach(() => {
    s3 = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-pair-')), 's3');
  });
  const url = (name: string) => `postgres://postgres:secret@127.0.0.1:5432/${name}`;

  it('says so when a kept database meets a fresh object store, and never prints the password', () => {
    const [line] = pairObjectsWithDatabase(s3, url('kindred'), false);
    expect(line).toContain('127.0.0.1:5432/kindred is kept from an earlier run');
    expect(line).toContain(`${s3} is new`);
    expect(line).not.toContain('secret');
  });

  it('is quiet about a pair that belongs together, and names both when they do not', () => {
    pairObjectsWithDatabase(s3, url('kindred'), true);
    expect(pairObjectsWithDatabase(s3, url('kindred'), false)[0]).toBe(
      `data: database 127.0.0.1:5432/kindred with its objects in ${s3}`,
    );
    expect(pairObjectsWithDatabase(s3, url('other'), false)[0]).toBe(
      `data: the objects in ${s3} belong to the database 127.0.0.1:5432/kindred, but this run uses 127.0.0.1:5432/other`,
    );
    expect(pairObjectsWithDatabase(s3, url('other'), true)[0]).toContain('is new but');
  });
});
