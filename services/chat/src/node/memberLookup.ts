/**
 * Whether a contact is a member: asked once per id and node, then remembered (the answer itself once
 * known, so that the hot path does not wait on a settled promise). The ids first seen in one tick are
 * asked in one call of `findMembers` (the user service's GetMembers).
 */
export function createMemberLookup(findMembers: (ids: number[]) => Promise<Set<number>>) {
  const known = new Map<number, boolean | Promise<boolean>>();
  let lookup: { ids: number[]; found: Promise<Set<number>> } | null = null;
  const lookupSoon = () => {
    const ids: number[] = [];
    const found = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      lookup = null;
      return findMembers(ids);
    });
    return { ids, found };
  };
  return (id: number): boolean | Promise<boolean> => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    if (known.size > 100_000) known.clear();
    if (!lookup || lookup.ids.length >= 500) lookup = lookupSoon();
    lookup.ids.push(id);
    const asked = lookup.found.then((found) => found.has(id));
    asked.then(
      (yes) => known.set(id, yes),
      () => known.delete(id),
    );
    known.set(id, asked);
    return asked;
  };
}
