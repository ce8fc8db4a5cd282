import fs from 'node:fs';
import path from 'node:path';

/** A layout's folders carry a feature's name, so one feature has one name in every layout. */
const LAYOUT_ONLY = new Set(['home', 'texts']);

const foldersOf = (dir: string) =>
  fs
    .readdirSync(path.join(__dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('layout folders', () => {
  const features = new Set(foldersOf('features'));

  it.each(['mobile', 'desktop'])('every folder of %s is named for a feature', (layout) => {
    const strays = foldersOf(layout).filter((name) => !features.has(name) && !LAYOUT_ONLY.has(name));
    expect(strays).toEqual([]);
  });
});
