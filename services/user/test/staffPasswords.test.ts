import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createClient, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import { readUserConfig, startUserService } from '../src';

/** The first start without ADMIN_PASSWORD / SERVICE_PASSWORD, seen through its log, its file and gRPC. */
it('writes generated staff passwords once to an owner-only file and logs only where it is', async () => {
  const database = await createTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-staff-'));
  const file = path.join(dir, 'secrets', 'staff-passwords');
  let log = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const service = await startUserService(
    readUserConfig({
      DATABASE_URL: database.url,
      USER_GRPC_PORT: '0',
      NODE_ENV: 'production',
      REDIS_KEY_PREFIX: `staff${process.pid}:`,
      STAFF_PASSWORDS_FILE: file,
    }),
    { logger: pino({ level: 'info' }, sink), metricsPort: null },
  );
  const users = createClient(
    loadContract<ProtoGrpcType>('user').kindred.user.v1.UserService,
    `127.0.0.1:${service.port}`,
  );
  try {
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    const passwords = Object.fromEntries(lines.map((line) => line.split(' ') as [string, string]));
    expect(Object.keys(passwords)).toEqual(['admin', 'service']);
    for (const password of Object.values(passwords)) {
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(log).not.toContain(password);
    }
    expect(log).toContain(file);
    const admin = await users.Login({ account: 'admin', password: passwords.admin! });
    expect(Number(admin.user!.id)).toBe(1);
  } finally {
    users.close();
    await service.stop();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
