import { VERIFICATION_POSES } from '@kindred/rules';
import { verificationQueueTexts } from './index';

/** Every key path of a nested text object with the placeholders of its text. */
function entries(texts: object, prefix = ''): Array<[string, string[]]> {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, (value.match(/\{\{\w+\}\}/g) ?? []).sort()] as [string, string[]]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

it('has every verification queue text in the three languages, with the same placeholders', () => {
  const english = entries(verificationQueueTexts.en);
  expect(entries(verificationQueueTexts.zhcn)).toEqual(english);
  expect(entries(verificationQueueTexts.zhtw)).toEqual(english);
});

it('names every pose the user service may ask', () => {
  for (const texts of Object.values(verificationQueueTexts)) {
    expect(Object.keys(texts.poses).sort()).toEqual([...VERIFICATION_POSES].sort());
  }
});
