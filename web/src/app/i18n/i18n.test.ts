import { changeLocale, createI18n, resources, serverMessage, storedLocale } from './index';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`)));

it('defaults to and falls back on traditional Chinese', () => {
  expect(storedLocale()).toBe('zhtw');
  window.localStorage.setItem('lang', 'klingon');
  expect(storedLocale()).toBe('zhtw');
  expect(createI18n().t('login.submit')).toBe('登入');
});

it('keeps the chosen language under lang', async () => {
  const i18n = createI18n('zhtw');
  await changeLocale('en', i18n);
  expect(window.localStorage.getItem('lang')).toBe('en');
  expect(storedLocale()).toBe('en');
  expect(i18n.t('login.submit')).toBe('Sign in');
  expect(createI18n().t('login.submit')).toBe('Sign in');
  await changeLocale('zhcn', i18n);
  expect(i18n.t('login.submit')).toBe('登录');
});

it('has every text in the three languages, none empty', () => {
  const en = leaves(resources.en.translation as unknown as Tree).sort();
  for (const locale of ['zhcn', 'zhtw'] as const) {
    expect(leaves(resources[locale].translation as unknown as Tree).sort()).toEqual(en);
  }
  for (const locale of ['en', 'zhcn', 'zhtw'] as const) {
    const i18n = createI18n(locale);
    for (const key of en) expect(i18n.t(key)).not.toBe('');
  }
});

it('translates server msg keys, with a fallback for unknown ones', () => {
  const i18n = createI18n('en');
  expect(serverMessage('error.username_taken', 'register.failed', i18n)).toBe('Username already used');
  expect(serverMessage('login success', 'login.failed', i18n)).toBe('Login success');
  expect(serverMessage('forget.sent', 'error.internal', i18n)).toMatch(/reset link/);
  expect(serverMessage('error.something_new', 'register.failed', i18n)).toBe('Registration failed');
  expect(serverMessage(undefined, 'login.failed', createI18n('zhtw'))).toBe('登入失敗');
});
