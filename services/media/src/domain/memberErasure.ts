import type { MemberExportStore } from '../store/memberExportStore';
import type { ObjectStore } from './ports';

/**
 * Erases a member's pictures and exports (docs/privacy.md): the objects first, then their records,
 * so that a crash half way leaves records pointing at nothing rather than objects nobody knows; a
 * second run removes what is left and changes nothing else.
 */
export async function eraseMemberMedia(store: MemberExportStore, objects: ObjectStore, userId: number): Promise<void> {
  if (!(userId > 0)) return;
  for (const key of await store.objectKeysOf(userId)) await objects.remove(key);
  await store.forgetMember(userId);
}
