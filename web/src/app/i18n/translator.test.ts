import { Translator } from './translator';

const make = () => {
  const t = new Translator('en', 'zhtw');
  t.addResourceBundle('zhtw', 'translation', { login: { submit: '登入', only: '只有' } });
  t.addResourceBundle('en', 'translation', {
    login: { submit: 'Sign in' },
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    hello: 'Hello {{ name }}, {{missing}}!',
  });
  t.addResourceBundle('en', 'admin', { errors: { 'error.insufficient_balance': 'No balance' } });
  return t;
};

it('finds nested keys, falls back on the fallback language, then on defaultValue or the key', () => {
  const t = make();
  expect(t.t('login.submit')).toBe('Sign in');
  expect(t.t('login.only')).toBe('只有');
  expect(t.t('login.none', { defaultValue: 7 })).toBe('7');
  expect(t.t('login.none')).toBe('login.none');
  expect(t.exists('login.only')).toBe(true);
  expect(t.exists('login.submit', { lng: 'zhcn' })).toBe(true);
  expect(t.exists('login.none')).toBe(false);
});

it('fills values, picks plurals by count and reads namespaces, keys with dots included', () => {
  const t = make();
  expect(t.t('hello', { name: 'Ann' })).toBe('Hello Ann, !');
  expect(t.t('months', { count: 1 })).toBe('1 month');
  expect(t.t('months', { count: 3 })).toBe('3 months');
  expect(t.namespaced('admin')('errors.error.insufficient_balance')).toBe('No balance');
  expect(t.t('admin:errors.error.insufficient_balance')).toBe('No balance');
});

it('merges added texts without overwriting by default and tells listeners of a switch', async () => {
  const t = make();
  t.addResourceBundle('en', 'translation', { login: { submit: 'Other', extra: 'Extra' } });
  expect(t.t('login.submit')).toBe('Sign in');
  expect(t.t('login.extra')).toBe('Extra');
  t.addResourceBundle('en', 'translation', { login: { submit: 'Log in' } }, true, true);
  expect(t.t('login.submit')).toBe('Log in');
  const heard: string[] = [];
  t.on('languageChanged', (language) => heard.push(language));
  await t.changeLanguage('zhtw');
  expect(heard).toEqual(['zhtw']);
  expect(t.t('login.submit')).toBe('登入');
  expect(t.hasResourceBundle('zhtw', 'admin')).toBe(false);
});
