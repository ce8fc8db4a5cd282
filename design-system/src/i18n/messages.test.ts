import { formatMessage, loadMessages } from './messages';
import { en } from './messages/en';
import { zhcn } from './messages/zhcn';
import { zhtw } from './messages/zhtw';

const messages = { en, zhcn, zhtw };
import { resolveLocale } from './locales';

describe('library texts', () => {
  it('every language has every key, with the same placeholders', () => {
    const keys = Object.keys(messages.en).sort();
    for (const locale of ['zhcn', 'zhtw'] as const) {
      expect(Object.keys(messages[locale]).sort()).toEqual(keys);
      for (const key of keys as Array<keyof typeof messages.en>) {
        const names = (v: unknown) =>
          (JSON.stringify(v).match(/\{\w+\}/g) ?? []).sort().filter((n, i, all) => all.indexOf(n) === i);
        expect([key, names(messages[locale][key])]).toEqual([key, names(messages.en[key])]);
      }
    }
  });
  it('loads a language on demand', async () => {
    await expect(loadMessages('zhcn')).resolves.toBe(zhcn);
    await expect(loadMessages('en')).resolves.toBe(en);
  });
  it('fills placeholders and picks the plural form', () => {
    expect(formatMessage({ one: '{count} like', other: '{count} likes' }, { count: 1 })).toBe('1 like');
    expect(formatMessage({ one: '{count} like', other: '{count} likes' }, { count: 3 })).toBe('3 likes');
    expect(formatMessage('Hi {name} {x}', { name: 'Mei' })).toBe('Hi Mei {x}');
  });
  it('falls back to zhtw for unknown languages', () => {
    expect(resolveLocale('fr')).toBe('zhtw');
    expect(resolveLocale(null)).toBe('zhtw');
    expect(resolveLocale('en')).toBe('en');
  });
});
