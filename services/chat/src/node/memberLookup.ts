/**
 * Whether a contact is a member others may reach: asked once per id and node, then remembered (the
 * answer itself once known, so that the hot path does not wait on a settled promise). A "no" is
 * remembered `noMs` only: a member whose deletion a sign-in cancelled is reachable again. Messaging
 * checks every send against the same policy, so a "yes" kept after a deletion request refuses nothing
 * less. The ids first seen in one tick are asked in one call of `findMembers` (the user service's
 * GetMembers, `reachable`).
 */
export function createMemberLookup(
  findMembers: (ids: number[]) => Promise<Set<number>>,
  noMs = 10_000,
  now: () => number = Date.now,
) {
  const known = new Map<number, boolean | Promise<boolean>>();
  const saidNo = new Map<number, number>();
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
    if (answer === false && now() - (saidNo.get(id) ?? 0) >= noMs) known.delete(id);
    else if (answer !== undefined) return answer;
    if (known.size > 100_000) {
      known.clear();
      saidNo.clear();
    }
    if (!lookup || lookup.ids.length >= 500) lookup = lookupSoon();
    lookup.ids.push(id);
    const asked = lookup.found.then((found) => found.has(id));
    asked.then(
      (yes) => {
        known.set(id, yes);
        if (!yes) saidNo.set(id, now());
      },
      () => known.delete(id),
    );
    known.set(id, asked);
    return asked;
  };
}
