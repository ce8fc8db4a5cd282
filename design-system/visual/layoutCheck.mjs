// The layout assertions, run inside the story's page (page.evaluate(findLayoutProblems)): they must stay
// self-contained, with no imports. A story's frame is its Storybook `Frame` (414 px in the mobile theme);
// layers a component portals to the body (dialogs, toasts, menus) are held to the viewport instead.

/**
 * Problems in the rendered story, as `{ kind, element, detail }`:
 * - `too-wide`: a visible element reaching past its frame's (or the viewport's) left or right edge;
 * - `clipped-text`: an element that clips overflowing content (overflow hidden/clip) with text cut off,
 *   unless it truncates on purpose with `text-overflow: ellipsis`.
 * Scrolling containers (overflow-x auto/scroll) and carousels may hold wider content; the container itself must fit.
 * Only the outermost element of a problem is named, not each of its children.
 */
export function findLayoutProblems() {
  const root = document.getElementById('storybook-root');
  const frame = root.querySelector('[data-theme]') ?? root;
  const viewport = { left: 0, right: document.documentElement.clientWidth };
  const slack = 1;
  const problems = [];
  const reported = new Set();

  const name = (el) => {
    const label = el.getAttribute('aria-label') ?? el.getAttribute('role') ?? '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${label ? ` ${label}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const shown = (el, style) => {
    if (style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse') return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const clips = (style) => ['hidden', 'clip'].includes(style.overflowX);
  // Elements hidden for sighted readers on purpose (visually-hidden labels) are 1 px boxes that clip.
  const visuallyHidden = (box, style) =>
    style.position === 'absolute' &&
    (/rect\(0/.test(style.clip) || (box.width <= 1 && box.height <= 1 && clips(style)));
  // A carousel clips its off-stage slides on purpose, like a scroller holds what is scrolled away.
  const scrolls = (el, style) =>
    ['auto', 'scroll'].includes(style.overflowX) || el.getAttribute('aria-roledescription') === 'carousel';
  const underReported = (el) => {
    for (let up = el.parentElement; up; up = up.parentElement) if (reported.has(up)) return true;
    return false;
  };
  /** True when some text inside `el` is drawn past its padding box's left or right edge. */
  const textCut = (el, box) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const left = box.left + el.clientLeft;
    const right = left + el.clientWidth;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const holder = node.parentElement;
      const holderStyle = getComputedStyle(holder);
      if (!shown(holder, holderStyle) || holderStyle.textOverflow === 'ellipsis') continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width > 0 && (line.right > right + slack || line.left < left - slack)) return true;
      }
    }
    return false;
  };

  /** Walks `top` and its descendants; `bounds` is the horizontal room they must stay in. */
  const walk = (top, bounds) => {
    const stack = [[top, false]];
    while (stack.length) {
      const [el, insideScroller] = stack.pop();
      const style = getComputedStyle(el);
      if (style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      if (visuallyHidden(box, style)) continue;
      // A box of no size (display: contents, an empty positioned wrapper) is not checked; what it holds is.
      if (shown(el, style) && !insideScroller && !underReported(el)) {
        if (box.right > bounds.right + slack || box.left < bounds.left - slack) {
          const over = Math.round(Math.max(box.right - bounds.right, bounds.left - box.left));
          problems.push({
            kind: 'too-wide',
            element: name(el),
            detail: `${Math.round(box.width)} px, ${over} px past its frame`,
          });
          reported.add(el);
        } else if (
          clips(style) &&
          !scrolls(el, style) &&
          el.scrollWidth > el.clientWidth + slack &&
          style.textOverflow !== 'ellipsis' &&
          textCut(el, box)
        ) {
          problems.push({
            kind: 'clipped-text',
            element: name(el),
            detail: `${el.scrollWidth} px of content in ${el.clientWidth} px`,
          });
          reported.add(el);
        }
      }
      // Content inside a clipping or scrolling box is that box's business (its scroll or the clipped-text check).
      const contained = insideScroller || scrolls(el, style) || clips(style);
      for (const child of el.children) stack.push([child, contained]);
    }
  };

  const frameBox = frame.getBoundingClientRect();
  walk(frame, frame === root ? viewport : { left: frameBox.left, right: frameBox.right });
  for (const layer of document.body.children) {
    if (layer === root || layer.id === 'storybook-docs' || ['SCRIPT', 'STYLE', 'LINK'].includes(layer.tagName))
      continue;
    if (layer.closest('.sb-wrapper, .sb-nopreview, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs'))
      continue;
    if (/^sb-/.test(layer.className ?? '')) continue;
    walk(layer, viewport);
  }
  return problems;
}
