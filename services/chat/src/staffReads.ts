import { recordStaffReadOnce, type Redis } from '@kindred/kit';

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
 * staff member, read and target in kit's window (`recordStaffReadOnce`, shared with the console's reads). The messages the socket is sent as they arrive are replies to the inbox the
 * staff member opened; each reply records its writer (`cs/history`).
 */
export function staffReads(
  commands: Redis,
  record: (staffId: number, read: StaffRead) => Promise<unknown>,
): (staffId: number, read: StaffRead) => Promise<void> {
  return (staffId, read) => recordStaffReadOnce(commands, staffId, read, () => record(staffId, read));
}
