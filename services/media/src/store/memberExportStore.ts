export type ExportState = 'pending' | 'ready' | 'failed' | 'expired';

export interface MemberExportRecord {
  id: number;
  userId: number;
  /** 0 when the member asked; the staff member's id for a data-access request. */
  staffId: number;
  state: ExportState;
  /** The random part of the object key and of the download link. */
  token: string;
  size: number;
  attempts: number;
  /** Seconds; 0 when not set. */
  requestTime: number;
  readyTime: number;
  expireTime: number;
}

/** The member's pictures as media holds them (objects written for the member). */
export interface MemberPicture {
  key: string;
  kind: string;
  contentType: string;
  createTime: number;
}

/** Records of exports and the member's media rows (`media_svc`). */
export interface MemberExportStore {
  /** Adds a pending export; null when `sinceLimit` is set and the member has one requested after it. */
  addExport(
    userId: number,
    staffId: number,
    token: string,
    sinceLimit: Date | null,
  ): Promise<MemberExportRecord | null>;
  listExports(userId: number): Promise<MemberExportRecord[]>;
  /** Exports not built yet, and ready ones not yet expired (staff console). */
  listOpenExports(): Promise<MemberExportRecord[]>;
  /** Takes the oldest pending export for building (skipping ones other replicas hold); null if none. */
  claimPending(maxAttempts: number): Promise<MemberExportRecord | null>;
  markReady(id: number, size: number, expiresAt: Date): Promise<void>;
  markFailed(id: number, giveUp: boolean): Promise<void>;
  /** Ready exports whose link has run out. */
  expiredExports(now: Date): Promise<MemberExportRecord[]>;
  markExpired(id: number): Promise<void>;
  findReady(token: string, now: Date): Promise<MemberExportRecord | null>;
  pictures(userId: number): Promise<MemberPicture[]>;
  photos(userId: number): Promise<Array<{ id: number; key: string; album: string; createTime: number }>>;
  /** Every object key media wrote for the member (pictures and exports). */
  objectKeysOf(userId: number): Promise<string[]>;
  /** Removes the member's photos, backgrounds, object records and exports. */
  forgetMember(userId: number): Promise<void>;
}
