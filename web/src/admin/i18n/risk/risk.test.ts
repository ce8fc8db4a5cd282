import { riskQueueTexts } from './index';

/** Every key path of a nested text object with the placeholders of its text. */
function entries(texts: object, prefix = ''): Array<[string, string[]]> {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, (value.match(/\{\{\w+\}\}/g) ?? []).sort()] as [string, string[]]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

it('has every risk queue text in the three languages, with the same placeholders', () => {
  const english = entries(riskQueueTexts.en);
  expect(entries(riskQueueTexts.zhcn)).toEqual(english);
  expect(entries(riskQueueTexts.zhtw)).toEqual(english);
  expect(riskQueueTexts.zhcn.reason.blocked_by_many).toContain('屏蔽');
  expect(riskQueueTexts.zhtw.reason.blocked_by_many).toContain('封鎖');
});
