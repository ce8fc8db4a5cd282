/**
 * The emoticon set on demand: the catalog (about 100 Twemoji pictures, most of a newsfeed's script)
 * is its own chunk, loaded the first time a text carries something that looks like a code or a picker
 * opens. Text without a bracketed code never loads it.
 */
import type { EmoticonToken } from './parseEmoticons';

type Parser = typeof import('./parseEmoticons');

const codeLike = /\[[a-z0-9]+\]/i;
let parser: Parser | undefined;
let loading: Promise<Parser> | undefined;

/** Whether `text` holds a bracketed word that may be an emoticon code (`[smile]`). */
export function mayHoldEmoticons(text: string): boolean {
  return codeLike.test(text);
}

/** Loads the catalog and its parser once; later calls share the first load. */
export function loadEmoticons(): Promise<Parser> {
  loading ??= import('./parseEmoticons').then((module) => (parser = module));
  return loading;
}

/**
 * The tokens of `text` if they can be told without waiting: a plain text run when it holds no code,
 * the parsed tokens once the catalog is here, undefined while it still has to load.
 */
export function tokensNow(text: string): EmoticonToken[] | undefined {
  if (!mayHoldEmoticons(text)) return text ? [{ type: 'text', text }] : [];
  return parser?.parseEmoticons(text);
}
