/**
 * The app's translator: the part of i18next's interface that Kindred uses (nested keys, namespaces,
 * `{{name}}` interpolation, `_one`/`_other` plurals by `count`, a fallback language, `defaultValue`,
 * texts added per language and namespace at run time, a `languageChanged` event), in about 1 KB
 * gzipped instead of the 19 KB of i18next and react-i18next, so the first screen fits its budget
 * (docs/product.md section 1 for the languages; web/README.md, "First screens").
 */
export type TextTree = { [key: string]: string | TextTree };
export type TOptions = {
  [name: string]: unknown;
  defaultValue?: string | number;
  lng?: string;
  count?: number;
  ns?: string;
};
export type TFunction = (key: string, options?: TOptions) => string;
type Listener = (language: string) => void;

export const DEFAULT_NS = 'translation';

function isTree(value: unknown): value is TextTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies `source` into `target` (and returns it); with `overwrite` false, keys already there win. */
function merge(target: TextTree, source: TextTree, overwrite: boolean): TextTree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isTree(value) && isTree(current)) merge(current, value, overwrite);
    else if (current === undefined || overwrite) target[key] = isTree(value) ? merge({}, value, true) : value;
  }
  return target;
}

/** The text at a dotted path; a key may itself hold dots (`errors` -> `error.insufficient_balance`). */
function lookup(node: string | TextTree | undefined, parts: string[]): string | undefined {
  if (parts.length === 0) return typeof node === 'string' ? node : undefined;
  if (!isTree(node)) return undefined;
  for (let take = parts.length; take > 0; take -= 1) {
    const text = lookup(node[parts.slice(0, take).join('.')], parts.slice(take));
    if (text !== undefined) return text;
  }
  return undefined;
}

function interpolate(text: string, options: TOptions | undefined): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = options?.[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The plural category of a count: Kindred's Chinese texts have no singular. */
function pluralCategory(language: string, count: number): string {
  return new Intl.PluralRules(language === 'en' ? 'en' : 'zh').select(count);
}

export class Translator {
  language: string;
  private readonly store: Record<string, Record<string, TextTree>> = {};
  private readonly listeners = new Set<Listener>();

  constructor(
    language: string,
    private readonly fallbackLanguage: string,
  ) {
    this.language = language;
  }

  addResourceBundle(language: string, ns: string, texts: TextTree, _deep = true, overwrite = false): this {
    const namespaces = (this.store[language] ??= {});
    merge((namespaces[ns] ??= {}), texts, overwrite);
    return this;
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.store[language]?.[ns] !== undefined;
  }

  private find(key: string, options: TOptions | undefined): string | undefined {
    const [ns, path] = key.includes(':') ? key.split(':', 2) : [options?.ns ?? DEFAULT_NS, key];
    const languages = [options?.lng ?? this.language, this.fallbackLanguage];
    for (const language of languages) {
      const tree = this.store[language]?.[ns];
      if (typeof options?.count === 'number') {
        const plural = lookup(tree, `${path}_${pluralCategory(language, options.count)}`.split('.'));
        if (plural !== undefined) return plural;
      }
      const text = lookup(tree, path.split('.'));
      if (text !== undefined) return text;
    }
    return undefined;
  }

  exists(key: string, options?: TOptions): boolean {
    return this.find(key, options) !== undefined;
  }

  /** The text of `key` with its `{{name}}` values filled in; `defaultValue` or the key when there is none. */
  t: TFunction = (key, options) =>
    interpolate(this.find(key, options) ?? String(options?.defaultValue ?? key), options);

  /** A new `t` bound to a namespace (what `useTranslation(ns)` hands out, one per language). */
  namespaced(ns: string | undefined): TFunction {
    return (key, options) => this.t(key, ns ? { ns, ...options } : options);
  }

  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }
}
