// The search words of an MDX docs page: the `### ` headings under its `## Also called` section
// (e.g. `### 聊天視窗 · 聊天窗口 · chat window`). Storybook indexes MDX headings as anchors, which
// its sidebar search matches.

/** The headings under `## Also called`, or `undefined` when the page has no such section. */
export function alsoCalled(mdx) {
  const lines = mdx.split('\n');
  const start = lines.findIndex((line) => /^##\s+Also called\s*$/i.test(line.trim()));
  if (start < 0) return undefined;
  const words = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,2}\s/.test(line)) break;
    const match = /^###\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) words.push(match[1]);
  }
  return words;
}
