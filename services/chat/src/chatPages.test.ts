import { ChatPages } from './chatPages';

const counting = () => {
  let calls = 0;
  return {
    fetch: (page: string) => () => (calls++, Promise.resolve(page)),
    calls: () => calls,
  };
};

it('keeps pages only while live, per member and cursor, until the member is forgotten', async () => {
  const pages = new ChatPages({ ttlMs: 60_000, maxPages: 10 });
  const asked = counting();
  expect(await pages.load(7, '', asked.fetch('a'))).toBe('a');
  expect(await pages.load(7, '', asked.fetch('b'))).toBe('b'); // not subscribed yet: nothing kept
  pages.setLive(true);
  await pages.load(7, '', asked.fetch('c'));
  await pages.load(7, '5:9', asked.fetch('d'));
  expect(await pages.load(7, '', asked.fetch('x'))).toBe('c');
  expect(await pages.load(7, '5:9', asked.fetch('x'))).toBe('d');
  expect(asked.calls()).toBe(4);
  pages.forget([7]);
  expect(await pages.load(7, '5:9', asked.fetch('e'))).toBe('e');
  pages.setLive(false);
  expect(await pages.load(7, '5:9', asked.fetch('f'))).toBe('f');
});

it('answers but does not keep a page asked for before an announcement for its member', async () => {
  const pages = new ChatPages({ ttlMs: 60_000, maxPages: 10 });
  pages.setLive(true);
  let answer: (page: string) => void = () => undefined;
  const loading = pages.load(7, '', () => new Promise<string>((resolve) => (answer = resolve)));
  pages.forget([7]);
  answer('before the change');
  expect(await loading).toBe('before the change');
  expect(await pages.load(7, '', () => Promise.resolve('after'))).toBe('after');
  await expect(pages.load(8, '', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await pages.load(8, '', () => Promise.resolve('up'))).toBe('up');
});

it("keeps at most maxPages pages, the oldest member's pages out first, and no page past ttlMs", async () => {
  let now = 0;
  const pages = new ChatPages({ ttlMs: 1_000, maxPages: 3, now: () => now });
  pages.setLive(true);
  await pages.load(1, '', () => Promise.resolve('p1'));
  await pages.load(1, 'h5:0:0', () => Promise.resolve('p1 history'));
  await pages.load(2, '', () => Promise.resolve('p2'));
  expect(pages.size).toBe(3);
  await pages.load(3, '', () => Promise.resolve('p3'));
  expect(pages.size).toBe(2); // member 1's two pages went to make room
  expect(await pages.load(1, '', () => Promise.resolve('again'))).toBe('again');
  expect(await pages.load(3, '', () => Promise.resolve('x'))).toBe('p3');
  pages.forget([3]);
  expect(pages.size).toBe(2);
  now = 1_000;
  expect(await pages.load(2, '', () => Promise.resolve('expired'))).toBe('expired');
});
