import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The commerce process itself (dist/main.js, built by `make test`) refusing a sandbox in production. */
const main = path.join(__dirname, '..', 'dist', 'main.js');

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [main], {
    env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', ...env },
    encoding: 'utf8',
    timeout: 10_000,
  });
  return { code: result.status, stderr: result.stderr };
}

const production = { NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'a-real-production-secret-0123' };

describe('commerce in production', () => {
  it('refuses to start with the sandbox provider, naming the way out', () => {
    const refused = start({ ...production, PAYMENT_PROVIDER: 'sandbox' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/PAYMENT_PROVIDER=sandbox .*refused in production/);
    expect(refused.stderr).toContain('PAYMENT_SANDBOX_IN_PRODUCTION=allow');
  });

  it('refuses stripe without its secrets', () => {
    const refused = start({ ...production, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('STRIPE_WEBHOOK_SECRET must be set');
  });

  it('passes the configuration check with stripe, or with the sandbox explicitly allowed (staging)', () => {
    // Past the configuration, the process stops only at the unreachable database.
    const configurations: Array<Record<string, string>> = [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      { PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'allow' },
    ];
    for (const env of configurations) {
      const started = start({ ...production, ...env, LOG_LEVEL: 'silent' });
      expect(started.stderr).not.toMatch(/Invalid configuration/);
      expect(started.stderr).toMatch(/ECONNREFUSED|connect/i);
    }
  });
});
