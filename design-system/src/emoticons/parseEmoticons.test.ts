import { emoticons, findEmoticon } from './catalog';
import { parseEmoticons } from './parseEmoticons';

const shape = (text: string) => parseEmoticons(text).map((t) => (t.type === 'text' ? t.text : `<${t.code}>`));

describe('emoticon catalog', () => {
  it('has 96 to 108 unique lowercase codes (docs/product.md section 9)', () => {
    const codes = emoticons.map((e) => e.code);
    expect(codes.length).toBeGreaterThanOrEqual(96);
    expect(codes.length).toBeLessThanOrEqual(108);
    expect(new Set(codes).size).toBe(codes.length);
    codes.forEach((code) => expect(code).toMatch(/^[a-z0-9]+$/));
  });
  it('labels every picture in three languages and has an SVG body', () => {
    emoticons.forEach((e) => {
      expect(e.label.en && e.label.zhcn && e.label.zhtw).toBeTruthy();
      expect(e.icon.body).toContain('<');
    });
  });
  it('finds codes case-insensitively', () => {
    expect(findEmoticon('SMILE')?.code).toBe('smile');
    expect(findEmoticon('nope')).toBeUndefined();
  });
});

describe('parseEmoticons', () => {
  it('splits text and known codes', () => {
    expect(shape('Hi [smile] there')).toEqual(['Hi ', '<smile>', ' there']);
  });
  it('handles adjacent codes and codes at both ends', () => {
    expect(shape('[rose][rose]ok[heart]')).toEqual(['<rose>', '<rose>', 'ok', '<heart>']);
  });
  it('keeps unknown codes as text and merges text runs', () => {
    expect(shape('a [nope] b [smile]')).toEqual(['a [nope] b ', '<smile>']);
  });
  it('keeps unclosed, empty and nested brackets as text', () => {
    expect(shape('[smile')).toEqual(['[smile']);
    expect(shape('[]')).toEqual(['[]']);
    expect(shape('[[smile]]')).toEqual(['[', '<smile>', ']']);
  });
  it('works with CJK text and returns nothing for an empty string', () => {
    expect(shape('好[laugh]啊')).toEqual(['好', '<laugh>', '啊']);
    expect(parseEmoticons('')).toEqual([]);
  });
});
