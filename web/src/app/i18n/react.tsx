/**
 * The React side of the translator: `I18nextProvider` puts a translator in context and
 * `useTranslation(ns?)` hands out `{ t, i18n }`, re-rendering when the language changes (the names
 * and shapes of react-i18next, so screens read the same).
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);
let appTranslator: Translator | null = null;

/** The translator a component gets when no provider is above it (the app's own). */
export function setAppTranslator(translator: Translator): void {
  appTranslator = translator;
}

export function I18nextProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(ns?: string): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext) ?? appTranslator;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider or the app translator');
  const language = useSyncExternalStore(
    (changed) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    () => i18n.language,
  );
  // A new `t` per language, so effects and memos that depend on it run again after a switch.
  const t = useMemo(() => i18n.namespaced(ns), [i18n, ns, language]);
  return { t, i18n };
}
