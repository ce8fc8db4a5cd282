import { act, renderHook } from '@testing-library/react';
import type { LoadMoreStatus } from '../../app/ui';
import { useMailPages } from './useMailPages';

/** The browser's IntersectionObserver as far as the hook uses it: what is observed, and a way to scroll it into view. */
class Observer {
  static live: Observer[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    Observer.live.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    Observer.live = Observer.live.filter((o) => o !== this);
  }
  /** `element` comes into view. */
  show(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  Observer.live = [];
  globalThis.IntersectionObserver = Observer as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

function inbox(rows: number) {
  const list = document.createElement('ul');
  for (let i = 0; i < rows; i += 1) list.append(document.createElement('li'));
  return list;
}

describe('useMailPages', () => {
  it('asks for the next page when the fifth mail from the end comes into view, while more may follow', () => {
    const more = jest.fn();
    const list = inbox(50);
    const shown = Array.from({ length: 50 }, (_, i) => i);
    const { result, rerender } = renderHook(
      ({ status }: { status: LoadMoreStatus }) => useMailPages<HTMLUListElement>(shown, status, more),
      { initialProps: { status: 'idle' } },
    );
    act(() => result.current(list));
    expect(Observer.live).toHaveLength(1);
    const [observer] = Observer.live;
    expect(observer!.observed).toEqual([list.children[45]]);
    observer!.show(list.children[45]!);
    expect(more).toHaveBeenCalledTimes(1);

    // While a page loads, and once the last page shows, nothing is observed.
    rerender({ status: 'loading' });
    expect(Observer.live).toHaveLength(0);
    rerender({ status: 'done' });
    expect(Observer.live).toHaveLength(0);
  });

  it('observes nothing before the list mounts or while it is empty', () => {
    const { result } = renderHook(() => useMailPages<HTMLUListElement>([], 'idle', jest.fn()));
    expect(Observer.live).toHaveLength(0);
    act(() => result.current(inbox(0)));
    expect(Observer.live).toHaveLength(0);
  });
});
