import { LIVE_PAGES, PageBoundaries } from '../src/domain/pageBoundaries';
import type { ListingAnchor } from '../src/store/userStore';

/** Where a userlist page starts: the first pages live, the others after their page boundary. */
describe('userlist page boundaries', () => {
  const boundary = (n: number): ListingAnchor => ({ activity: `2026-01-01 00:00:${n}+00`, id: n });
  const setup = () => {
    let clock = 0;
    const reads: Array<{ every: number; resolve: (list: ListingAnchor[]) => void; reject: (e: Error) => void }> = [];
    const read = (every: number) =>
      new Promise<ListingAnchor[]>((resolve, reject) => reads.push({ every, resolve, reject }));
    const boundaries = new PageBoundaries(read, 12, 1_000, () => clock);
    return { boundaries, reads, tick: (ms: number) => (clock += ms) };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('reads the first pages live and starts any later page right after the one before it', async () => {
    const { boundaries, reads } = setup();
    expect(await boundaries.start((LIVE_PAGES - 1) * 12)).toEqual({ offset: (LIVE_PAGES - 1) * 12 });
    expect(reads).toHaveLength(0);
    const deep = boundaries.start(2082 * 12);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.every).toBe(12);
    reads[0]!.resolve(Array.from({ length: 3000 }, (_, i) => boundary(i + 1)));
    expect(await deep).toEqual({ after: boundary(2082), offset: 0 });
    expect(await boundaries.start(LIVE_PAGES * 12 + 5)).toEqual({ after: boundary(LIVE_PAGES), offset: 5 });
    // Past the last boundary known: from the last one, the rest as an offset.
    expect(await boundaries.start(3010 * 12)).toEqual({ after: boundary(3000), offset: 10 * 12 });
    expect(reads).toHaveLength(1);
  });

  it('serves the kept boundaries while a new pass runs, but waits for it once they are twice too old', async () => {
    const { boundaries, reads, tick } = setup();
    const first = boundaries.start(100 * 12);
    reads[0]!.resolve([...Array.from({ length: 200 }, (_, i) => boundary(i + 1))]);
    await first;
    tick(1_500);
    expect(await boundaries.start(100 * 12)).toEqual({ after: boundary(100), offset: 0 });
    expect(await boundaries.start(100 * 12)).toEqual({ after: boundary(100), offset: 0 });
    expect(reads).toHaveLength(2); // one pass at a time
    reads[1]!.resolve(Array.from({ length: 200 }, (_, i) => boundary(i + 1001)));
    await settle();
    expect(await boundaries.start(100 * 12)).toEqual({ after: boundary(1100), offset: 0 });

    tick(2_500);
    let answered = false;
    const waiting = boundaries.start(100 * 12).then((start) => ((answered = true), start));
    await settle();
    expect(answered).toBe(false);
    reads[2]!.resolve(Array.from({ length: 200 }, (_, i) => boundary(i + 2001)));
    expect(await waiting).toEqual({ after: boundary(2100), offset: 0 });
  });

  it('tries a failed pass again on the next deep page', async () => {
    const { boundaries, reads } = setup();
    const failed = boundaries.start(100 * 12);
    reads[0]!.reject(new Error('pool closed'));
    await expect(failed).rejects.toThrow('pool closed');
    await settle();
    const next = boundaries.start(100 * 12);
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(Array.from({ length: 200 }, (_, i) => boundary(i + 1)));
    expect(await next).toEqual({ after: boundary(100), offset: 0 });
  });
});
