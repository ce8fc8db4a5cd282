import { Client } from 'pg';
import { ConflictError, createClient, createLogger, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType } from '@kindred/kit/generated/commerce';
import { readCommerceConfig, signSandboxPayload, startCommerceService } from '../src';

const SECRET = 'orders-test-secret-0123456789';

/** Order expiry by the upkeep loop, seen through gRPC. */
describe('pending orders expire', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: Awaited<ReturnType<typeof startCommerceService>>;
  let commerce: ReturnType<
    typeof createClient<InstanceType<ProtoGrpcType['kindred']['commerce']['v1']['CommerceService']>>
  >;
  let db: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startCommerceService(
      readCommerceConfig({
        DATABASE_URL: database.url,
        COMMERCE_GRPC_PORT: '0',
        USER_ADDR: '127.0.0.1:1',
        LOG_LEVEL: 'silent',
        PAYMENT_CALLBACK_SECRET: SECRET,
        SWEEP_INTERVAL_SECONDS: '1',
      }),
      { logger: createLogger('test', 'silent'), metricsPort: null },
    );
    commerce = createClient(
      loadContract<ProtoGrpcType>('commerce').kindred.commerce.v1.CommerceService,
      `127.0.0.1:${service.port}`,
    );
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    commerce?.close();
    await service?.stop();
    await database?.drop();
  });

  it('expires a pending order after its time; the hosted page and a late callback change nothing', async () => {
    const caller = { user_id: 77, username: 'late' };
    const { guid } = await commerce.CreatePaymentSession({ user_id: 77 });
    const answer = await commerce.Pay({ caller, guid, pay_type: 1, order_type: 1, packege_id: 1 });
    expect(answer).toMatchObject({ type: 'jump', state: 'pending' });
    const reference = /sbx_[0-9a-f]{24}/.exec(answer.content)![0];

    // Time passes: the order and the processor's checkout are two hours old.
    await db.query(`UPDATE commerce_svc.orders SET created_at = now() - interval '2 hours' WHERE order_no = $1`, [
      answer.order_id,
    ]);
    await db.query(
      `UPDATE commerce_svc.sandbox_checkouts SET expires_at = now() - interval '1 hour' WHERE reference = $1`,
      [reference],
    );
    let state = '';
    for (let i = 0; i < 40 && state !== 'expired'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await commerce.GetOrder({ caller, order_id: answer.order_id })).state;
    }
    expect(state).toBe('expired');

    expect((await commerce.GetSandboxCheckout({ order_id: reference })).state).toBe('expired');
    await expect(commerce.DecideSandboxCheckout({ order_id: reference, decision: 'pay' })).rejects.toBeInstanceOf(
      ConflictError,
    );

    const t = Math.floor(Date.now() / 1000);
    const payload = JSON.stringify({
      id: `evt_${'c'.repeat(32)}`,
      type: 'payment.succeeded',
      created: t,
      data: { order: answer.order_id, reference, amount: '100.00', currency: 'USD' },
    });
    const late = await commerce.CompletePayment({
      provider: 'sandbox',
      payload,
      signature: signSandboxPayload(SECRET, payload, t),
    });
    expect(late).toEqual({ order_id: answer.order_id, state: 'expired', changed: false });
    expect(await commerce.GetBalance({ user_id: 77 })).toEqual({ amount: '0.00' });

    // The same guid cannot revive it.
    await expect(commerce.Pay({ caller, guid, pay_type: 1, order_type: 1, packege_id: 1 })).rejects.toMatchObject({
      reason: 'order_expired',
    });
  });
});
