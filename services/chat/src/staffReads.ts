import type { Redis } from '@kindred/kit';

/** One row per staff member, read and target in this window, as the console's reads (edge staffAudit.ts). */
const READ_WINDOW_SECONDS = 300;

export interface StaffRead {
  /** `cs.chats_viewed` (the inbox, opt 100 and 4) or `cs.chat_viewed` (a member's chat, opt 0 and 3). */
  action: 'cs.chats_viewed' | 'cs.chat_viewed';
  targetType: 'inbox' | 'member';
  targetId: number;
}

/**
 * What a staff member reads through the live customer-service inbox (a socket opened `as=service`) is
 * a row of the staff audit log, as the same reads through the console's HTTP calls are (break-glass
 * accountability, docs/staff-api.md): written before the page is answered (no row, no read), once per
 * staff member, read and target every five minutes (the window's key is the edge's, so the socket and
 * the console share it). The messages the socket is sent as they arrive are replies to the inbox the
 * staff member opened; each reply records its writer (`cs/history`).
 */
export function staffReads(
  commands: Redis,
  record: (staffId: number, read: StaffRead) => Promise<unknown>,
): (staffId: number, read: StaffRead) => Promise<void> {
  return async (staffId, read) => {
    const key = `audit:read:${staffId}:${read.action}:${read.targetType}:${read.targetId}`;
    const first = await commands.set(key, '1', 'EX', READ_WINDOW_SECONDS, 'NX').catch(() => 'OK');
    if (first !== 'OK') return;
    try {
      await record(staffId, read);
    } catch (err) {
      // The next read must try to record again.
      await commands.del(key).catch(() => undefined);
      throw err;
    }
  };
}
