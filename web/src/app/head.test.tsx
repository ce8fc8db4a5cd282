import { act, render } from '@testing-library/react';
import { AppProviders } from './AppProviders';
import { changeLocale, createI18n } from './i18n';
import { en } from './i18n/en';
import { zhcn } from './i18n/zhcn';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

it('describes the page in the layout’s words and the member’s language, and sets <html lang>', async () => {
  const i18n = createI18n('en');
  const { unmount } = render(
    <AppProviders i18n={i18n} theme="mobile">
      page
    </AppProviders>,
  );
  expect(description()).toBe(en.app.description.mobile);
  expect(document.documentElement.lang).toBe('en');

  await act(() => changeLocale('zhcn', i18n));
  expect(description()).toBe(zhcn.app.description.mobile);
  expect(document.documentElement.lang).toBe('zh-Hans');
  unmount();

  render(
    <AppProviders i18n={createI18n('en')} theme="desktop" layout="admin">
      console
    </AppProviders>,
  );
  expect(description()).toBe(en.app.description.admin);
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
});

it('gives each layout a description of its own in every language', () => {
  for (const texts of [en, zhcn]) {
    const { mobile, desktop, admin } = texts.app.description;
    expect(new Set([mobile, desktop, admin]).size).toBe(3);
  }
});
