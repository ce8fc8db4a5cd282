import { locales, type Locale } from '../i18n/locales';
import { LanguagesTable } from './LanguagesTable';

/** Any story texts module: `accountStoryTexts`, `memberStoryTexts`, `staffStoryTexts` … */
type StoryTexts = (globals: Record<string, unknown>) => object;

function at(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

/** The leaves of a texts object as dotted names and strings (a list reads as its lines joined by " / "). */
export function textRows(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [[prefix, value.join(' / ')]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => textRows(child, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/**
 * The content-guidelines table of a component whose words come as a `texts` prop: each text with its
 * zhtw, zhcn and en words, read from the story texts module (the app's texts at the time of writing),
 * so the page shows what the stories show. `path` picks one part of the module ("signIn"), or several.
 */
export function TextsTable({ texts, path }: { texts: StoryTexts; path?: string | string[] }) {
  // One part: its texts by their names in the `texts` prop; several parts: by their paths.
  const rows = (locale: Locale) =>
    Array.isArray(path)
      ? path.flatMap((part) => textRows(at(texts({ locale }), part), part))
      : textRows(at(texts({ locale }), path)).map(([name, text]): [string, string] => [name || (path ?? ''), text]);
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, new Map(rows(locale))]));
  const names = [...new Set(locales.flatMap((locale) => [...byLocale[locale].keys()]))];
  return (
    <LanguagesTable heading="Text" names={names} textOf={(locale, name) => byLocale[locale].get(name) ?? '(missing)'} />
  );
}
