/**
 * `make k6-accounts N=200 [OUT=deploy/k6/accounts.json]`: the accounts a k6 run acts as, made beside a
 * running stack (`make dev`; elsewhere set USER_ADDR, SOCIAL_ADDR and COMMERCE_ADDR to its services).
 */
import fs from 'node:fs';
import { createK6Accounts, type K6Account } from './k6Accounts';

async function main() {
  const count = Number(process.env.N ?? 200);
  if (!Number.isInteger(count) || count < 2 || count > 100_000)
    throw new Error('N must be a whole number from 2 to 100000');
  const out = process.env.OUT ?? 'deploy/k6/accounts.json';
  const previous: K6Account[] = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')).accounts ?? []) : [];
  const accounts = await createK6Accounts({
    addresses: {
      user: process.env.USER_ADDR ?? '127.0.0.1:50051',
      social: process.env.SOCIAL_ADDR ?? '127.0.0.1:50052',
      commerce: process.env.COMMERCE_ADDR ?? '127.0.0.1:50054',
    },
    count,
    previous,
    log: (line) => console.log(line),
  });
  fs.writeFileSync(out, `${JSON.stringify({ created: new Date().toISOString(), accounts }, null, 2)}\n`, {
    mode: 0o600,
  });
  console.log(`${accounts.length} accounts with session tokens in ${out}`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
