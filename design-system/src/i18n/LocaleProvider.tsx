import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultLocale, languageTag, resolveLocale, type Locale } from './locales';
import {
  fallbackMessages,
  formatMessage,
  loadMessages,
  messages,
  type MessageKey,
  type MessageValue,
  type MessageVars,
} from './messages';

export interface LocaleContextValue {
  /** The active interface language. */
  locale: Locale;
  /** BCP 47 tag for `lang` attributes (en, zh-Hans, zh-Hant). */
  languageTag: string;
  /** The library text for `key` in the active language, with `{placeholders}` filled from `vars`. */
  t: (key: MessageKey, vars?: MessageVars) => string;
}

function createValue(locale: Locale, overrides?: Partial<Record<MessageKey, MessageValue>>): LocaleContextValue {
  const table = messages[locale] ?? fallbackMessages;
  return {
    locale,
    languageTag: languageTag[locale],
    t: (key, vars) => formatMessage(overrides?.[key] ?? table[key] ?? fallbackMessages[key] ?? key, vars),
  };
}

const LocaleContext = createContext<LocaleContextValue>(createValue(defaultLocale));

export interface LocaleProviderProps {
  /** Interface language; anything unknown falls back to zhtw. */
  locale?: Locale | string;
  /** Texts the app wants to word differently (for example loaded from the server). */
  messages?: Partial<Record<MessageKey, MessageValue>>;
  children?: ReactNode;
}

/** Gives every component below it the language and the library texts. */
export function LocaleProvider({ locale, messages: overrides, children }: LocaleProviderProps) {
  const resolved = resolveLocale(locale);
  // A language whose texts are not loaded yet shows zhtw until they arrive.
  const [loaded, setLoaded] = useState(() => messages[resolved] !== undefined);
  useEffect(() => {
    if (messages[resolved]) return setLoaded(true);
    let current = true;
    setLoaded(false);
    loadMessages(resolved).then(
      () => current && setLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [resolved]);
  const value = useMemo(() => createValue(resolved, overrides), [resolved, overrides, loaded]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The active language and its translate function. Without a provider: zhtw. */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
