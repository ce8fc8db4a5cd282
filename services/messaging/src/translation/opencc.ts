import * as OpenCC from 'opencc-js';

type Convert = (text: string) => string;
let toTraditional: Convert | undefined;
let toSimplified: Convert | undefined;

/**
 * Simplified <-> traditional Chinese with OpenCC's phrase tables (Taiwan standard, as the site's
 * zhtw). The tables load on first use and stay in memory.
 */
export function convertChinese(text: string, to: 'zh' | 'cht'): string {
  if (to === 'cht') {
    toTraditional ??= OpenCC.Converter({ from: 'cn', to: 'twp' });
    return toTraditional!(text);
  }
  toSimplified ??= OpenCC.Converter({ from: 'twp', to: 'cn' });
  return toSimplified!(text);
}
