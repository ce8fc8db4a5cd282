// The traditional -> simplified tables only (about a tenth of the full package): a service that loads kit pays little.
import * as OpenCC from 'opencc-js/t2cn';
import { Counter, type Registry } from 'prom-client';
import en from './wordLists/en.json';
import zhHans from './wordLists/zh-Hans.json';
import zhHant from './wordLists/zh-Hant.json';

/** One language's list (`wordLists/<language>.json`; how to edit them: docs/safety.md). */
export interface WordList {
  language: string;
  /** Words and phrases that make a message "flagged". */
  words: string[];
  /** Innocent words that contain a listed one (Chinese has no word boundaries): never flagged. */
  allow: string[];
}

/** What the check found: whether to ask "Are you sure?", and which lists matched (never the text). */
export interface WordingResult {
  flagged: boolean;
  languages: string[];
}

/** The lists the product ships with: en, zh-Hans, zh-Hant. Every message is checked against all. */
export const WORD_LISTS: readonly WordList[] = [en, zhHans, zhHant];

let toSimplified: ((text: string) => string) | undefined;

/**
 * The form both a message and a list entry are compared in: compatibility forms folded (full-width
 * letters and digits become ASCII), invisible format characters removed, lower case, whitespace runs
 * as one space, and traditional characters (Taiwan variants included) written simplified, so that a
 * traditional message meets a simplified entry and the other way round.
 */
export function normalizeWording(text: string): string {
  const convert = (toSimplified ??= OpenCC.Converter({ from: 'tw', to: 'cn' }));
  const folded = text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ');
  return convert(folded);
}

const HAN = /\p{Script=Han}/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so that an alternation prefers the longer of two overlapping entries. */
const alternation = (entries: string[]) =>
  [...new Set(entries)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

interface Compiled {
  language: string;
  /** Entries without Han characters, matched as whole words (not inside a longer word). */
  words: RegExp | null;
  /** Entries with Han characters, matched anywhere (Chinese writes no spaces between words). */
  han: RegExp | null;
}

/**
 * The wording check of chat, mail and gift messages (docs/safety.md): a message is flagged when,
 * normalized, it holds an entry of any list. A list's `allow` words are taken out of the text first.
 */
export class WordingCheck {
  private readonly lists: Compiled[];
  private readonly allow: RegExp | null;

  constructor(lists: readonly WordList[] = WORD_LISTS) {
    const allowed = lists.flatMap((l) => l.allow.map(normalizeWording)).filter((w) => w.trim() !== '');
    this.allow = allowed.length ? new RegExp(alternation(allowed), 'gu') : null;
    this.lists = lists.map((list) => {
      const entries = list.words.map((w) => normalizeWording(w).trim()).filter((w) => w !== '');
      const han = entries.filter((w) => HAN.test(w));
      const words = entries.filter((w) => !HAN.test(w));
      return {
        language: list.language,
        words: words.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(words)})(?![\\p{L}\\p{N}])`, 'u') : null,
        han: han.length ? new RegExp(alternation(han), 'u') : null,
      };
    });
  }

  /** `normalized`: the text's `normalizeWording`, when the caller has it already (one pass a message). */
  check(text: string, normalized = text ? normalizeWording(text) : ''): WordingResult {
    if (!text) return { flagged: false, languages: [] };
    if (this.allow) normalized = normalized.replace(this.allow, ' ');
    const languages = this.lists
      .filter((list) => list.words?.test(normalized) || list.han?.test(normalized))
      .map((list) => list.language);
    return { flagged: languages.length > 0, languages };
  }
}

let shipped: WordingCheck | undefined;

/** The check with the shipped lists, compiled on first use. */
export function checkWording(text: string, normalized?: string): WordingResult {
  shipped ??= new WordingCheck();
  return shipped.check(text, normalized);
}

/** The refusal's reason (`error.wording_check`, envelope -428): ask the sender, who may resend with `confirm`. */
export const WORDING_CHECK = 'wording_check';

export type WordingSurface = 'chat' | 'mail' | 'gift';
/** Counts a prompt: `shown` (a send refused to ask) or `overridden` (sent anyway, with `confirm`). */
export type WordingPrompts = (surface: WordingSurface, outcome: 'shown' | 'overridden') => void;

/** kindred_wording_prompts_total{surface, outcome}: counts only, never the words or the members. */
export function wordingPromptMetrics(registry: Registry): WordingPrompts {
  const prompts = new Counter({
    name: 'kindred_wording_prompts_total',
    help: '"Are you sure?" prompts about a message\'s wording by surface (chat, mail, gift): shown, or overridden by sending anyway',
    labelNames: ['surface', 'outcome'],
    registers: [registry],
  });
  return (surface, outcome) => prompts.inc({ surface, outcome });
}

/**
 * What a send does with its text: `ask` (flagged, sent without `confirm`: refused with
 * WORDING_CHECK) or go on, `flagged` when the sender confirmed a flagged text (the recipient is asked
 * "Does this bother you?").
 */
export function decideWording(
  text: string,
  confirm: boolean,
  surface: WordingSurface,
  count?: WordingPrompts,
): { ask: boolean; flagged: boolean } {
  if (!checkWording(text).flagged) return { ask: false, flagged: false };
  count?.(surface, confirm ? 'overridden' : 'shown');
  return { ask: !confirm, flagged: confirm };
}
