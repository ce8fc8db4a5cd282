export { locales, defaultLocale, languageTag, localeNames, isLocale, resolveLocale } from './locales';
export type { Locale } from './locales';
export { messages, formatMessage, loadMessages, registerMessages } from './messages';
export type { MessageKey, Messages, MessageValue, MessageVars } from './messages';
export { LocaleProvider, useLocale } from './LocaleProvider';
export type { LocaleContextValue, LocaleProviderProps } from './LocaleProvider';
export { formatRelativeTime } from './relativeTime';
