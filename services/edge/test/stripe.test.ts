import { startStripeStandIn, type StripeStandIn } from '../../commerce/test/stripeStandIn';
import { startStack, type Stack } from './stack';

/** Payments through the Stripe adapter, against a local stand-in speaking Stripe's wire protocol. */
const adult = Date.UTC(1990, 4, 1);
let stack: Stack;
let stripe: StripeStandIn;

async function member(name: string): Promise<string> {
  const answer = await stack.post('/member/index/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'Passw0rd!',
    sex: 1,
    birthday: adult,
    country: 'TW',
  });
  if (answer.status !== 200) throw new Error(`register ${name}: ${answer.status} ${answer.msg}`);
  return answer.data.token;
}

async function pay(token: string, body: Record<string, unknown>) {
  const session = await stack.post('/member/pay/generateuuid', {}, { token });
  return stack.post('/member/Pay/pay', { guid: session.data.guid, ...body }, { token, json: true });
}

const balance = async (token: string) => (await stack.post('/member/index/userinfo', {}, { token })).data.amount;
const orderState = async (token: string, order: string) =>
  (await stack.post('/member/pay/order', { order_id: order }, { token })).data.state;

const card = (number: string) => ({
  card_fullName: 'Alice',
  card_lastName: 'Walker',
  card_email: 'alice@example.com',
  card_fullPhone: '+886 912 345 678',
  card_number: number,
  exp_month: '12',
  exp_year: String(new Date().getUTCFullYear() + 3),
  cvv: '123',
  card_country: 'TW',
  card_state: 'Taipei',
  card_city: 'Taipei',
  card_address: '1 Main Road',
  card_ZipCode: '100',
});

beforeAll(async () => {
  stripe = await startStripeStandIn();
  stack = await startStack({
    env: {
      REGISTRATION_REVIEW: 'off',
      GRPC_DEADLINE_MS: '30000',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      PAYMENT_RETURN_URL: 'https://kindred.example/m/my',
    },
  });
  stripe.webhookUrl = `${stack.url}/pay/callback/stripe`;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await stripe?.stop();
});

describe('the Stripe adapter', () => {
  it('a card settles at once through a PaymentIntent; its later webhook changes nothing', async () => {
    const token = await member('stripecard');
    const answer = await pay(token, { order_type: 1, pay_type: 4, packege_id: 3, ...card('4242 4242 4242 4242') });
    expect(answer).toMatchObject({ status: 200, data: { type: 'ok', state: 'paid' } });
    expect(await balance(token)).toBe('800.00');

    const call = stripe.requests.find((r) => r.form.get('metadata[order_no]') === answer.data.order_id)!;
    expect(call.path).toBe('/v1/payment_intents');
    expect(call.headers['idempotency-key']).toBe(`kindred-order-${answer.data.order_id}`);
    expect(Object.fromEntries(call.form)).toMatchObject({
      amount: '80000',
      currency: 'usd',
      confirm: 'true',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][exp_month]': '12',
    });
    const intent = (
      await stack.sql<{ provider_ref: string }>('SELECT provider_ref FROM commerce_svc.orders WHERE order_no = $1', [
        answer.data.order_id,
      ])
    )[0]!.provider_ref;
    expect(intent).toMatch(/^pi_/);
    const late = await stripe.finish(intent, true);
    expect(late.status).toBe(200);
    expect(JSON.parse(late.body)).toMatchObject({ received: true, state: 'paid', changed: false });
    expect(await balance(token)).toBe('800.00');
  });

  it('a declined card (HTTP 402 card_error) fails the order', async () => {
    const token = await member('stripedecl');
    const answer = await pay(token, { order_type: 1, pay_type: 4, packege_id: 1, ...card('4000000000000002') });
    expect(answer).toMatchObject({ status: -2, msg: 'error.payment_declined' });
    expect(await balance(token)).toBe('0.00');
  });

  it('3-D Secure: the payer goes to the challenge, and the signed webhook pays once', async () => {
    const token = await member('stripe3ds');
    const answer = await pay(token, { order_type: 1, pay_type: 4, packege_id: 2, ...card('4000000000003220') });
    expect(answer).toMatchObject({ status: 200, data: { type: 'jump', state: 'pending' } });
    expect(answer.data.content).toMatch(new RegExp(`^${stripe.url}/3ds/pi_`));
    const reference = /pi_\w+/.exec(answer.data.content)![0];
    const first = await stripe.finish(reference, true);
    expect(JSON.parse(first.body)).toMatchObject({ received: true, state: 'paid', changed: true });
    expect(await balance(token)).toBe('300.00');
  });

  it('other pay types open a Checkout Session; its completion pays, an expiry fails', async () => {
    const token = await member('stripejump');
    const paid = await pay(token, { order_type: 1, pay_type: 1, packege_id: 1 });
    expect(paid).toMatchObject({ status: 200, data: { type: 'jump', state: 'pending' } });
    expect(paid.data.content).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    const session = stripe.requests.find((r) => r.form.get('client_reference_id') === paid.data.order_id)!;
    expect(session.form.get('success_url')).toBe(
      `https://kindred.example/m/my?order=${paid.data.order_id}&payment=paid`,
    );
    await stripe.finish(/cs_test_\w+/.exec(paid.data.content)![0], true);
    expect(await balance(token)).toBe('100.00');

    const dropped = await pay(token, { order_type: 1, pay_type: 5, packege_id: 1 });
    await stripe.finish(/cs_test_\w+/.exec(dropped.data.content)![0], false);
    expect(await orderState(token, dropped.data.order_id)).toBe('failed');
    expect(await balance(token)).toBe('100.00');
  });

  it('refuses a webhook signed with another secret, and acknowledges events about no order', async () => {
    const token = await member('stripeforge');
    const answer = await pay(token, { order_type: 1, pay_type: 1, packege_id: 1 });
    const reference = /cs_test_\w+/.exec(answer.data.content)![0];
    const forged = {
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: reference,
          object: 'checkout.session',
          amount_total: 10000,
          currency: 'usd',
          client_reference_id: answer.data.order_id,
          payment_status: 'paid',
        },
      },
    };
    expect((await stripe.send(forged, 'whsec_not_the_endpoint_secret')).status).toBe(400);
    expect(await orderState(token, answer.data.order_id)).toBe('pending');
    const other = await stripe.send({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body)).toMatchObject({ received: true, changed: false });
    expect(await balance(token)).toBe('0.00');
  });
});
