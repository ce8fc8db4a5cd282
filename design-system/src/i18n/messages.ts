/**
 * The design system's texts per language. zhtw (the default and the fallback) is always at hand; en
 * and zhcn are chunks of their own, loaded by `loadMessages` (the app does it before it first renders
 * in a language; `LocaleProvider` does it for a language it meets without them).
 */
import type { Locale } from './locales';
import type { Messages, MessageValue, MessageVars } from './messageTypes';
import { zhtw } from './messages/zhtw';

export type { MessageKey, Messages, MessageValue, MessageVars } from './messageTypes';

/** The languages at hand. */
export const messages: Partial<Record<Locale, Messages>> = { zhtw };
export const fallbackMessages: Messages = zhtw;

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./messages/en').then((module) => module.en),
  zhcn: () => import('./messages/zhcn').then((module) => module.zhcn),
  zhtw: async () => zhtw,
};

/** Makes a language's texts available without loading them (test set-ups, Storybook). */
export function registerMessages(locale: Locale, table: Messages): void {
  messages[locale] = table;
}

/** Loads a language's texts once. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (messages[locale] ??= await loaders[locale]());
}

/** Fills `{name}` placeholders; picks `one`/`other` by `vars.count`. Unknown placeholders stay. */
export function formatMessage(value: MessageValue, vars: MessageVars = {}): string {
  const template = typeof value === 'string' ? value : vars.count === 1 ? value.one : value.other;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}
