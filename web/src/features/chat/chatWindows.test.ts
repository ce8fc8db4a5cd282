import { act, renderHook } from '@testing-library/react';
import {
  DEFAULT_VISIBLE_WINDOWS,
  getChatWindows,
  openChatWindow,
  setChatWindowState,
  splitWindows,
  swapInChatWindow,
  useChatWindows,
  visibleWindowCount,
} from './chatWindows';

afterEach(() => {
  for (const w of getChatWindows()) setChatWindowState(w.id, 'closed');
});

describe('visibleWindowCount', () => {
  it('is floor((width - 300) / 300), at least one, and 2 without a width', () => {
    expect(visibleWindowCount(1440)).toBe(3);
    expect(visibleWindowCount(1000)).toBe(2);
    expect(visibleWindowCount(1199)).toBe(2);
    expect(visibleWindowCount(1200)).toBe(3);
    expect(visibleWindowCount(500)).toBe(1);
    expect(visibleWindowCount(undefined)).toBe(DEFAULT_VISIBLE_WINDOWS);
    expect(DEFAULT_VISIBLE_WINDOWS).toBe(2);
  });
});

describe('the windows', () => {
  it('puts the newest first; the ones past the visible count are hidden until swapped in', () => {
    openChatWindow(5);
    openChatWindow(6);
    openChatWindow(7);
    expect(getChatWindows().map((w) => w.id)).toEqual([7, 6, 5]);
    const { shown, hidden } = splitWindows(getChatWindows(), 2);
    expect(shown.map((w) => w.id)).toEqual([7, 6]);
    expect(hidden.map((w) => w.id)).toEqual([5]);

    swapInChatWindow(5);
    const after = splitWindows(getChatWindows(), 2);
    expect(after.shown.map((w) => w.id)).toEqual([5, 7]);
    expect(after.hidden.map((w) => w.id)).toEqual([6]);
  });

  it('collapses, expands again when reopened, and forgets closed ones', () => {
    const { result } = renderHook(() => useChatWindows());
    act(() => openChatWindow(5));
    act(() => setChatWindowState(5, 'collapsed'));
    expect(result.current).toEqual([{ id: 5, state: 'collapsed' }]);
    act(() => openChatWindow(5));
    expect(result.current).toEqual([{ id: 5, state: 'expanded' }]);
    act(() => setChatWindowState(5, 'closed'));
    expect(result.current).toEqual([]);
  });
});
