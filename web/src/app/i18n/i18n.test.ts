import { changeLocale, createI18n, serverMessage, storedLocale } from './index';
import { en as enTexts } from './en';
import { zhcn as zhcnTexts } from './zhcn';
import { zhtw as zhtwTexts } from './zhtw';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );

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
  const en = leaves(enTexts as unknown as Tree).sort();
  for (const texts of [zhcnTexts, zhtwTexts]) {
    expect(leaves(texts as unknown as Tree).sort()).toEqual(en);
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

describe('lazy languages', () => {
  /** A fresh copy of the module, without the languages the test set-up registers. */
  const freshModule = () => {
    let module: typeof import('./index') | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module copy needs a synchronous load
      module = require('./index');
    });
    return module!;
  };

  it('has only zhtw at hand until a language is loaded', async () => {
    const fresh = freshModule();
    const early = fresh.createI18n('en');
    expect(early.t('login.submit')).toBe('登入');
    await fresh.loadLocale('en');
    expect(fresh.createI18n('en').t('login.submit')).toBe('Sign in');
    expect(fresh.createI18n('zhcn').t('login.submit')).toBe('登入');
  });

  it('loads the language a member switches to', async () => {
    const fresh = freshModule();
    const instance = fresh.createI18n('zhtw');
    await fresh.changeLocale('zhcn', instance);
    expect(instance.language).toBe('zhcn');
    expect(instance.t('login.submit')).toBe('登录');
  });

  it('has the stored language in the app instance once localeReady resolves', async () => {
    window.localStorage.setItem('lang', 'en');
    const fresh = freshModule();
    await fresh.localeReady;
    expect(fresh.i18n.t('login.submit')).toBe('Sign in');
  });
});
