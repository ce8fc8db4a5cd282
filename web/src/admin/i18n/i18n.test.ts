import { en } from './en';
import { zhcn } from './zhcn';
import { zhtw } from './zhtw';

/** Every key path of a nested text object with the placeholders of its text. */
function entries(texts: object, prefix = ''): Array<[string, string[]]> {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, (value.match(/\{\{\w+\}\}/g) ?? []).sort()] as [string, string[]]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

it('has every console text in the three languages, with the same placeholders', () => {
  const english = entries(en);
  expect(entries(zhcn)).toEqual(english);
  expect(entries(zhtw)).toEqual(english);
  expect(english.length).toBeGreaterThan(150);
});

it('writes Simplified and Traditional Chinese apart', () => {
  expect(zhcn.nav.review).toBe('审核');
  expect(zhtw.nav.review).toBe('審核');
});
