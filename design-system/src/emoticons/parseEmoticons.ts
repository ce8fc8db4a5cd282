import { findEmoticon, type Emoticon } from './catalog';

export type EmoticonToken = { type: 'text'; text: string } | { type: 'emoticon'; code: string; emoticon: Emoticon };

const pattern = /\[([a-z0-9]+)\]/gi;

/**
 * Splits a message into text runs and emoticons. Only known codes become pictures: `[hello]` or a
 * bracket that is never closed stays text, and adjacent text runs are merged.
 */
export function parseEmoticons(input: string): EmoticonToken[] {
  const tokens: EmoticonToken[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = tokens[tokens.length - 1];
    if (last && last.type === 'text') last.text += text;
    else tokens.push({ type: 'text', text });
  };
  let cursor = 0;
  for (const match of input.matchAll(pattern)) {
    const emoticon = findEmoticon(match[1]);
    if (!emoticon) continue;
    pushText(input.slice(cursor, match.index));
    tokens.push({ type: 'emoticon', code: emoticon.code, emoticon });
    cursor = match.index + match[0].length;
  }
  pushText(input.slice(cursor));
  return tokens;
}

/** The text form of an emoticon, as stored in messages: `[code]`. */
export function emoticonCode(code: string): string {
  return `[${code}]`;
}
