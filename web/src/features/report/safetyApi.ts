/** Report and block from a flagged message (docs/safety.md), through the existing report and block calls. */
import { REPORT_TYPE } from '@kindred/rules';
import { isOk, post } from '../../app/api';

/** Where the message lives: a chat message (its mid) or a mail (its eid). */
export type EvidenceKind = 'chat' | 'mail';

/**
 * Files an "offensive" report on the sender with the message attached as evidence (the server reads
 * it from the member's own received messages), then blocks the sender. True when both went through.
 */
export async function reportAndBlock(kind: EvidenceKind, messageId: number, senderId: number): Promise<boolean> {
  const report = await post('/member/reports/reports', {
    type: REPORT_TYPE.offensive,
    userid: senderId,
    kind,
    message_id: messageId,
  });
  if (!isOk(report)) return false;
  return isOk(await post('/member/block/block', { target_id: senderId }));
}

const ANSWERED_MAX = 500;
const answeredKey = (memberId: number) => `kindred.safety.answered.${memberId}`;

/** The flagged messages this member already answered ("No", or reported), as `kind:id`. */
export function readAnswered(memberId: number, storage: Pick<Storage, 'getItem'> = localStorage): Set<string> {
  try {
    const list: unknown = JSON.parse(storage.getItem(answeredKey(memberId)) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers an answer (the newest ANSWERED_MAX are kept); answers the set with it. */
export function rememberAnswer(
  memberId: number,
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): Set<string> {
  const list = [...readAnswered(memberId, storage)].filter((k) => k !== key);
  list.push(key);
  const kept = list.slice(-ANSWERED_MAX);
  try {
    storage.setItem(answeredKey(memberId), JSON.stringify(kept));
  } catch {
    // Storage full or refused: the answer holds for this page only.
  }
  return new Set(kept);
}
