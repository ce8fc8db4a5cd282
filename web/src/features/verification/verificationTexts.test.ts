import { VERIFICATION_POSES } from '@kindred/rules';
import { verificationTexts } from './verificationTexts';

/** Every key path of a nested text object with the placeholders of its text. */
function entries(texts: object, prefix = ''): Array<[string, string[]]> {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, (value.match(/\{\{\w+\}\}/g) ?? []).sort()] as [string, string[]]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

it('has every verification text in the three languages, with the same placeholders', () => {
  const english = entries(verificationTexts.en);
  expect(entries(verificationTexts.zhcn)).toEqual(english);
  expect(entries(verificationTexts.zhtw)).toEqual(english);
});

it('tells the member every pose the user service may ask, in each language', () => {
  for (const texts of Object.values(verificationTexts)) {
    expect(Object.keys(texts.poses).sort()).toEqual([...VERIFICATION_POSES].sort());
    for (const pose of VERIFICATION_POSES) expect(texts.poses[pose].trim()).not.toBe('');
  }
});
