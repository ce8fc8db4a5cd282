/**
 * The page's meta description in the layout's words and the member's language (search engines and
 * link previews read it); web/index.html carries the zhtw one for the first paint. `<html lang>`
 * follows the language in ./i18n.
 */
import { useEffect } from 'react';
import { useTranslation } from './i18n/react';

export type Layout = 'mobile' | 'desktop' | 'admin';

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Keeps the meta description on the layout's text in the current language. */
export function usePageDescription(layout: Layout): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    setMeta('description', t(`app.description.${layout}`));
  }, [layout, t, i18n.language]);
}
