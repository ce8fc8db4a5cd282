import { useEffect, type RefObject } from 'react';

/** The height the frame's story takes: its root's bottom edge plus the frame's bottom padding. */
function storyHeight(frame: HTMLIFrameElement): number {
  const doc = frame.contentDocument;
  const root = doc?.getElementById('storybook-root');
  if (!doc || !root || !root.childElementCount) return 0;
  const padding = parseFloat(doc.defaultView?.getComputedStyle(doc.body).paddingBottom ?? '0') || 0;
  return Math.ceil(root.getBoundingClientRect().bottom + padding);
}

/**
 * Grows each story frame inside `box` to its story, so an example is never cut off nor followed by
 * empty space. Storybook gives a frame a fixed height (the story's `docs.story.iframeHeight`, kept
 * as the minimum for stories that float above their root, like a dialog); a frame and its docs page
 * share an origin, so the page can measure the story inside.
 */
export function useFittedFrames(box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const watched = new Map<HTMLIFrameElement, () => void>();
    const fit = (frame: HTMLIFrameElement) => {
      const holder = frame.parentElement;
      const view = frame.contentWindow as (Window & typeof globalThis) | null;
      const root = frame.contentDocument?.getElementById('storybook-root');
      if (!holder || !view || !root) return;
      const minimum = parseFloat(holder.style.height) || 0;
      const observer = new view.ResizeObserver(() => {
        const height = storyHeight(frame);
        if (height > 0) holder.style.height = `${Math.max(minimum, height)}px`;
      });
      observer.observe(root);
      watched.get(frame)?.();
      watched.set(frame, () => observer.disconnect());
    };
    const watch = () => {
      for (const frame of element.querySelectorAll('iframe')) {
        if (watched.has(frame)) continue;
        watched.set(frame, () => undefined);
        frame.addEventListener('load', () => fit(frame));
        if (frame.contentDocument?.readyState === 'complete') fit(frame);
      }
    };
    const mutations = new MutationObserver(watch);
    mutations.observe(element, { childList: true, subtree: true });
    watch();
    return () => {
      mutations.disconnect();
      for (const stop of watched.values()) stop();
    };
  }, [box]);
}
