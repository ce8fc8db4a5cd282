import { AuthenticationError, InputError } from '@kindred/kit';
import { signSandboxPayload, verifySandboxNotification } from './sandbox';

const secret = 'unit-test-secret-0123456789';
const now = new Date(Date.UTC(2026, 0, 1, 12));
const t = Math.floor(now.getTime() / 1000);
const payload = JSON.stringify({
  id: `evt_${'a'.repeat(32)}`,
  type: 'payment.succeeded',
  created: t,
  data: { order: 'KORDER12345', reference: `sbx_${'b'.repeat(24)}`, amount: '800.00', currency: 'USD' },
});

describe('sandbox notification signatures', () => {
  it('verifies a signed notification and reads it', () => {
    expect(verifySandboxNotification(secret, payload, signSandboxPayload(secret, payload, t), now)).toEqual({
      provider: 'sandbox',
      eventId: `evt_${'a'.repeat(32)}`,
      type: 'payment.succeeded',
      orderNo: 'KORDER12345',
      reference: `sbx_${'b'.repeat(24)}`,
      amount: 80000,
      currency: 'USD',
    });
  });

  it('refuses another secret, a changed body, a changed timestamp and a malformed header', () => {
    const good = signSandboxPayload(secret, payload, t);
    expect(() =>
      verifySandboxNotification(secret, payload, signSandboxPayload('another-secret-entirely', payload, t), now),
    ).toThrow(AuthenticationError);
    expect(() => verifySandboxNotification(secret, payload.replace('800.00', '900.00'), good, now)).toThrow(
      AuthenticationError,
    );
    expect(() => verifySandboxNotification(secret, payload, good.replace(`t=${t}`, `t=${t + 1}`), now)).toThrow(
      AuthenticationError,
    );
    expect(() => verifySandboxNotification(secret, payload, 'v1=abc', now)).toThrow(AuthenticationError);
  });

  it('refuses a notification outside the five-minute tolerance', () => {
    const late = new Date(now.getTime() + 301_000);
    expect(() => verifySandboxNotification(secret, payload, signSandboxPayload(secret, payload, t), late)).toThrow(
      /stale_notification/,
    );
  });

  it('refuses a well-signed body of the wrong shape', () => {
    const odd = JSON.stringify({ id: 'evt_1', type: 'payment.refunded' });
    expect(() => verifySandboxNotification(secret, odd, signSandboxPayload(secret, odd, t), now)).toThrow(InputError);
  });
});
