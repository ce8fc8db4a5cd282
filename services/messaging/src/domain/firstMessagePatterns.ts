/**
 * What a first message is checked for (docs/safety.md, "Scam and spam signals"): links, phone numbers,
 * messenger ids and payment requests, the ways romance scams move a member off the site or to money.
 * The text is compared after kit's `normalizeWording` (width, case, traditional forms folded), so one
 * simplified entry matches its traditional and full-width forms. Answers kinds, never text.
 */
import { createHash } from 'node:crypto';
import { normalizeWording } from '@kindred/kit';

export type FirstMessagePattern = 'link' | 'phone' | 'messenger' | 'payment';
export const FIRST_MESSAGE_PATTERNS: readonly FirstMessagePattern[] = ['link', 'phone', 'messenger', 'payment'];

/** The recipient's warning under a first message: a link, money, or a way off the site. */
export type Caution = 'link' | 'payment' | 'contact';

interface PatternTable {
  /** Regular expressions over the normalized text. */
  shapes: RegExp[];
  /** Words and phrases: without Han characters matched as whole words, with them anywhere. */
  words: string[];
}

/** Top-level domains of a bare domain (`example.com`); short words that end sentences (me, to, us) are left out. */
const TLDS = 'com|net|org|io|cc|tw|cn|hk|sg|jp|kr|uk|xyz|top|info|biz|app|link|site|online|vip|club|shop|ly|gl|ru';

/** The patterns as data; entries in Chinese are written simplified (the text is compared simplified). */
export const PATTERN_TABLES: Record<FirstMessagePattern, PatternTable> = {
  link: {
    shapes: [
      /\bhttps?:\/\//u,
      /(?<![\p{L}\p{N}])www\./u,
      /(?<![\p{L}\p{N}])(?:t|wa)\.me\//u,
      new RegExp(
        `(?<![\\p{L}\\p{N}@.])[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*(?:\\.|\\s?dot\\s?|点)(?:${TLDS})(?![\\p{L}\\p{N}])`,
        'u',
      ),
    ],
    words: [],
  },
  phone: {
    // Eight or more digits, separated or not by spaces, dots, dashes or brackets, with or without +country.
    shapes: [/(?<![\p{L}\p{N}])(?:\+\s?)?\(?\d(?:[\s.()-]{0,2}\d){7,}(?![\p{L}\p{N}])/u],
    words: [],
  },
  messenger: {
    shapes: [/(?<![\p{L}\p{N}])line\s?(?:id)?\s?[:：]/u, /(?<![\p{L}\p{N}])(?:t|wa)\.me\//u],
    words: [
      'line id',
      'lineid',
      'wechat',
      'weixin',
      'vx',
      'wx',
      'whatsapp',
      'whats app',
      'telegram',
      'tg',
      'kik',
      'skype',
      'qq',
      'snapchat',
      'viber',
      '微信',
      '威信',
      '加我',
      '加赖',
      '赖id',
      '加line',
      '电报',
      '私聊软件',
    ],
  },
  payment: {
    shapes: [],
    words: [
      'gift card',
      'giftcard',
      'itunes card',
      'steam card',
      'western union',
      'moneygram',
      'bitcoin',
      'btc',
      'usdt',
      'eth',
      'crypto',
      'cryptocurrency',
      'bank transfer',
      'wire transfer',
      'send money',
      'paypal',
      'cash app',
      'cashapp',
      'venmo',
      'zelle',
      'investment',
      'invest',
      'forex',
      'loan',
      '汇款',
      '转账',
      // 轉帳 in Taiwan: character by character it becomes 转帐, not 转账.
      '转帐',
      '打钱',
      '汇钱',
      '借钱',
      '礼品卡',
      '比特币',
      '泰达币',
      '虚拟货币',
      '加密货币',
      '投资',
      '理财',
      '外汇',
      '贷款',
    ],
  },
};

const HAN = /\p{Script=Han}/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A date (2026-11-29) has eight digits too: taken out before looking for a phone number. */
const DATES = /\d{4}[./-]\d{1,2}[./-]\d{1,2}/gu;

interface CompiledPattern {
  kind: FirstMessagePattern;
  shapes: RegExp[];
  words: RegExp | null;
  han: RegExp | null;
}

function compile(kind: FirstMessagePattern, table: PatternTable): CompiledPattern {
  const entries = table.words.map((w) => normalizeWording(w).trim()).filter((w) => w !== '');
  const alternation = (list: string[]) =>
    [...new Set(list)]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|');
  const han = entries.filter((w) => HAN.test(w));
  const words = entries.filter((w) => !HAN.test(w));
  return {
    kind,
    shapes: table.shapes,
    words: words.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(words)})(?![\\p{L}\\p{N}])`, 'u') : null,
    han: han.length ? new RegExp(alternation(han), 'u') : null,
  };
}

let compiled: CompiledPattern[] | undefined;

function matches(pattern: CompiledPattern, text: string): boolean {
  if (pattern.words?.test(text) || pattern.han?.test(text)) return true;
  const checked = pattern.kind === 'phone' ? text.replace(DATES, ' ') : text;
  return pattern.shapes.some((shape) => shape.test(checked));
}

/** The patterns a message's text holds, in FIRST_MESSAGE_PATTERNS order (kinds only). */
export function firstMessagePatterns(
  text: string,
  normalized = text ? normalizeWording(text) : '',
): FirstMessagePattern[] {
  if (!text) return [];
  compiled ??= FIRST_MESSAGE_PATTERNS.map((kind) => compile(kind, PATTERN_TABLES[kind]));
  return compiled.filter((pattern) => matches(pattern, normalized)).map((pattern) => pattern.kind);
}

/** The warning a first message with these patterns carries: money first, then a link, then contact details. */
export function cautionOf(patterns: readonly FirstMessagePattern[]): Caution | null {
  if (patterns.includes('payment')) return 'payment';
  if (patterns.includes('link')) return 'link';
  if (patterns.includes('messenger') || patterns.includes('phone')) return 'contact';
  return null;
}

/**
 * Fewest characters (a Han character counts two) a text keeps, once stripped, to have a fingerprint:
 * a greeting ("hi", "你好") sent to several members is no template.
 */
export const FINGERPRINT_MIN_WEIGHT = 16;

/**
 * A first message's fingerprint: normalized (normalizeWording), then digits, punctuation, symbols and
 * whitespace dropped, then sha256 in hex, its first 16 characters. Two messages are near-identical
 * when their fingerprints are equal: a template with another name's digits or emoji is the same.
 * Null for a text too short to be a template (FINGERPRINT_MIN_WEIGHT).
 */
export function firstMessageFingerprint(text: string): string | null {
  const stripped = normalizeWording(text).replace(/[\p{N}\p{P}\p{S}\s]/gu, '');
  let weight = 0;
  for (const ch of stripped) weight += HAN.test(ch) ? 2 : 1;
  if (weight < FINGERPRINT_MIN_WEIGHT) return null;
  return createHash('sha256').update(stripped).digest('hex').slice(0, 16);
}
