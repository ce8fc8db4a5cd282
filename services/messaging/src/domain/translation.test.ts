import { InputError, RefusedError, UnavailableError } from '@kindred/kit';
import type { Sender } from './members';
import { planTranslation } from './translation';
import { translateFor, type TranslationPorts } from './translator';

const free: Sender = { user_id: 20, vip: 2, sex: 1, authorities: ['Free_use_of_the_translation_function'] };
const paying: Sender = { user_id: 21, vip: 1, sex: 1, authorities: [] };

describe('planTranslation', () => {
  it('keeps Chinese-to-Chinese local and sends the rest to the provider', () => {
    expect(planTranslation(free, '软件', 'cht')).toMatchObject({ route: 'local', to: 'cht', charged: false });
    expect(planTranslation(free, '軟體', 'zh')).toMatchObject({ route: 'local' });
    expect(planTranslation(free, '软件', 'en')).toMatchObject({ route: 'provider' });
    expect(planTranslation(free, 'hello', 'zh')).toMatchObject({ route: 'provider' });
    expect(planTranslation(paying, 'hello', 'en')).toMatchObject({ charged: true });
  });
  it('rejects empty content, long content and unknown targets', () => {
    expect(() => planTranslation(free, '  ', 'en')).toThrow(InputError);
    expect(() => planTranslation(free, 'x'.repeat(2001), 'en')).toThrow(InputError);
    expect(() => planTranslation(free, 'hi', 'fr')).toThrow(InputError);
  });
});

describe('translateFor', () => {
  const debits: string[] = [];
  const providerCalls: string[] = [];
  const ports = (balance: number): TranslationPorts => ({
    local: (text, to) => `${to}:${text}`,
    provider: {
      translate: async (text, to) => {
        providerCalls.push(text);
        return `${to}(${text})`;
      },
    },
    billing: {
      balance: async () => balance.toFixed(2),
      async debit(_user, _amount, key) {
        if (balance < 1) throw new RefusedError('balance_short');
        balance -= 1;
        debits.push(key);
      },
    },
  });
  it('charges one credit after a paid translation, with a key of the caller, text and target', async () => {
    await expect(translateFor(ports(1), paying, { content: 'hi', to: 'zh', idempotencyKey: 'k1' })).resolves.toBe(
      'zh(hi)',
    );
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatch(/^translate:21:[0-9a-f]{64}$/);
    const keyOf = async (content: string, to: string, idempotencyKey: string) => {
      await translateFor(ports(1), paying, { content, to, idempotencyKey });
      return debits.at(-1);
    };
    expect(await keyOf('hi', 'zh', 'k1')).toBe(debits[0]);
    expect(await keyOf('hello', 'zh', 'k1')).not.toBe(debits[0]);
    expect(await keyOf('hi', 'en', 'k1')).not.toBe(debits[0]);
    expect(await keyOf('hi', 'zh', 'k2')).not.toBe(debits[0]);
  });
  it('answers insufficient_credits when the wallet is short, without calling the provider', async () => {
    providerCalls.length = 0;
    await expect(
      translateFor(ports(0), paying, { content: 'hi', to: 'zh', idempotencyKey: 'k2' }),
    ).rejects.toMatchObject({
      reason: 'insufficient_credits',
    });
    expect(providerCalls).toEqual([]);
  });
  it('is unavailable without a provider or without billing for a paying caller', async () => {
    await expect(
      translateFor({ local: (t) => t }, free, { content: 'hi', to: 'en', idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(UnavailableError);
    await expect(
      translateFor({ local: (t) => t }, paying, { content: '软件', to: 'cht', idempotencyKey: 'k' }),
    ).rejects.toMatchObject({
      reason: 'billing_unavailable',
    });
    await expect(
      translateFor({ local: (t) => `L${t}` }, free, { content: '软件', to: 'cht', idempotencyKey: 'k' }),
    ).resolves.toBe('L软件');
  });
});
