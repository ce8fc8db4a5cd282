import { photoQueueTexts } from './index';

/** Every key path of a nested text object with the placeholders of its text. */
function entries(texts: object, prefix = ''): Array<[string, string[]]> {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, (value.match(/\{\{\w+\}\}/g) ?? []).sort()] as [string, string[]]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

it('has every photo queue text in the three languages, with the same placeholders', () => {
  const english = entries(photoQueueTexts.en);
  expect(entries(photoQueueTexts.zhcn)).toEqual(english);
  expect(entries(photoQueueTexts.zhtw)).toEqual(english);
  expect(photoQueueTexts.zhcn.kinds.avatar).toBe('头像');
  expect(photoQueueTexts.zhtw.kinds.avatar).toBe('大頭貼');
});
