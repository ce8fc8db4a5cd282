import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import {
  ConflictError,
  InputError,
  Redis,
  RefusedError,
  createClient,
  createLogger,
  loadContract,
  readChangedMembers,
  walletChangedChannel,
} from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType } from '@kindred/kit/generated/commerce';
import { readCommerceConfig, startCommerceService } from '../src';

/** The ledger as other services use it over gRPC (messaging debits paid translations). */
describe('ledger over gRPC', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: Awaited<ReturnType<typeof startCommerceService>>;
  let commerce: ReturnType<
    typeof createClient<InstanceType<ProtoGrpcType['kindred']['commerce']['v1']['CommerceService']>>
  >;

  const redisPrefix = `t${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startCommerceService(
      readCommerceConfig({
        DATABASE_URL: database.url,
        REDIS_KEY_PREFIX: redisPrefix,
        COMMERCE_GRPC_PORT: '0',
        USER_ADDR: '127.0.0.1:1',
        LOG_LEVEL: 'silent',
      }),
      { logger: createLogger('test', 'silent'), metricsPort: null },
    );
    commerce = createClient(
      loadContract<ProtoGrpcType>('commerce').kindred.commerce.v1.CommerceService,
      `127.0.0.1:${service.port}`,
    );
  });

  afterAll(async () => {
    commerce?.close();
    await service?.stop();
    await database?.drop();
  });

  const posting = (amount: string, key: string, reason = 'translation') => ({
    user_id: 41,
    amount,
    reason,
    ref_type: 'translation',
    ref_id: key,
    idempotency_key: key,
  });

  it('answers 0.00 for a member without a wallet', async () => {
    expect(await commerce.GetBalance({ user_id: 999 })).toEqual({ amount: '0.00' });
  });

  it('credits and debits once per idempotency key, and never below zero', async () => {
    expect(await commerce.Credit(posting('10.00', 'credit-key-1', 'adjustment'))).toEqual({ amount: '10.00' });
    expect(await commerce.Credit(posting('10.00', 'credit-key-1', 'adjustment'))).toEqual({ amount: '10.00' });
    await expect(commerce.Credit(posting('11.00', 'credit-key-1', 'adjustment'))).rejects.toBeInstanceOf(ConflictError);

    await expect(commerce.Debit(posting('15.00', 'debit-key-1'))).rejects.toEqual(
      new RefusedError('insufficient_balance'),
    );
    expect(await commerce.Debit(posting('4.00', 'debit-key-2'))).toEqual({ amount: '6.00' });
    expect(await commerce.Debit(posting('4.00', 'debit-key-2'))).toEqual({ amount: '6.00' });
    expect(await commerce.GetBalance({ user_id: 41 })).toEqual({ amount: '6.00' });
  });

  it('refuses malformed postings and changes nothing', async () => {
    for (const bad of [
      posting('1.234', 'bad-key-01'),
      posting('-1.00', 'bad-key-02'),
      posting('1.00', 'bad-key-03', 'bogus'),
      posting('1.00', 'short'),
    ]) {
      await expect(commerce.Debit(bad)).rejects.toBeInstanceOf(InputError);
    }
    expect(await commerce.GetBalance({ user_id: 41 })).toEqual({ amount: '6.00' });
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => commerce.Debit(posting('1.00', `race-key-${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    expect(await commerce.GetBalance({ user_id: 41 })).toEqual({ amount: '0.00' });
    const db = new Client({ connectionString: database.url });
    await db.connect();
    const { rows } = await db.query(
      'SELECT sum(delta) AS sum, min(balance_after) AS low FROM commerce_svc.ledger_entries WHERE user_id = 41',
    );
    await db.end();
    expect(rows[0]).toEqual({ sum: '0.00', low: '0.00' });
  });

  it('announces each moved balance, and nothing for a replayed or a refused posting', async () => {
    const listener = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const announced: number[][] = [];
    const heard = new Promise<void>((resolve) =>
      listener.on('message', (_channel: string, payload: string) => {
        announced.push(readChangedMembers(payload));
        // Announcements arrive in the order they were published: member 52's comes last.
        if (readChangedMembers(payload).includes(52)) resolve();
      }),
    );
    await listener.subscribe(walletChangedChannel(redisPrefix));
    try {
      const credit = { ...posting('3.00', 'told-key-1', 'adjustment'), user_id: 51 };
      await commerce.Credit(credit);
      await commerce.Credit(credit);
      await expect(commerce.Debit({ ...posting('9.00', 'told-key-2'), user_id: 51 })).rejects.toEqual(
        new RefusedError('insufficient_balance'),
      );
      await commerce.Credit({ ...posting('1.00', 'told-key-3', 'adjustment'), user_id: 52 });
      await heard;
      expect(announced).toEqual([[51], [52]]);
    } finally {
      listener.disconnect();
    }
  });
});
