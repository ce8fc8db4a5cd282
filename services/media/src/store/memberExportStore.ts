/**
 * awaiting: a staff data-access request waiting for a second staff member; declined: refused there;
 * pending: queued for the job; ready: downloadable once; downloaded, failed, expired: over.
 */
export type ExportState = 'awaiting' | 'declined' | 'pending' | 'ready' | 'downloaded' | 'failed' | 'expired';

/** What an export's event rows say happened (`media_svc.member_export_events`). */
export type ExportEvent =
  'requested' | 'approved' | 'declined' | 'delivered' | 'failed' | 'downloaded' | 'expired' | 'removed';

export interface MemberExportRecord {
  id: number;
  userId: number;
  /** 0 when the member asked; the requesting staff member's id for a data-access request. */
  staffId: number;
  state: ExportState;
  /** Where the zip is (or will be) in the bucket; unrelated to the download token. */
  objectKey: string;
  size: number;
  attempts: number;
  /** The written reason of a data-access request ('' for the member's own). */
  reason: string;
  /** The second staff member who approved or declined (0 while awaiting or for the member's own). */
  approverId: number;
  /** Seconds; 0 when not set. */
  requestTime: number;
  readyTime: number;
  expireTime: number;
  decideTime: number;
  downloadTime: number;
}

/** The member's pictures as media holds them (objects written for the member). */
export interface MemberPicture {
  key: string;
  kind: string;
  contentType: string;
  createTime: number;
}

export interface NewExport {
  userId: number;
  staffId: number;
  reason: string;
  objectKey: string;
  /** The member's own request: null when they asked for one after this time; unlimited when null. */
  sinceLimit: Date | null;
}

/** Records of exports and the member's media rows (`media_svc`). */
export interface MemberExportStore {
  /** Adds an export (awaiting for staff, pending for the member) with its `requested` event. */
  addExport(request: NewExport): Promise<MemberExportRecord | null>;
  findExport(id: number): Promise<MemberExportRecord | null>;
  listExports(userId: number): Promise<MemberExportRecord[]>;
  /** Requests awaiting approval, exports not built yet, and ready ones (staff console). */
  listOpenExports(): Promise<MemberExportRecord[]>;
  /** Approves (-> pending) or declines an awaiting request; null when it is not awaiting or `staffId` requested it and approves. */
  decide(id: number, staffId: number, approve: boolean): Promise<MemberExportRecord | null>;
  /** Takes the oldest pending export for building (skipping ones other replicas hold); null if none. */
  claimPending(maxAttempts: number): Promise<MemberExportRecord | null>;
  markReady(id: number, size: number, expiresAt: Date, tokenHash: string): Promise<void>;
  markFailed(id: number, giveUp: boolean): Promise<void>;
  /** Ready exports whose link has run out. */
  expiredExports(now: Date): Promise<MemberExportRecord[]>;
  markExpired(id: number): Promise<void>;
  /** The member's export that `tokenHash` opens, in any state (null for anyone else's). */
  findByToken(tokenHash: string, userId: number): Promise<MemberExportRecord | null>;
  /** Uses the token: ready and unexpired -> downloaded; false when another download took it first. */
  claimDownload(id: number, now: Date): Promise<boolean>;
  /** Over exports whose object is still to be removed (downloaded ones only after `downloadedBefore`). */
  objectsToRemove(downloadedBefore: Date): Promise<MemberExportRecord[]>;
  markObjectRemoved(id: number): Promise<void>;
  /** Which of `keys` an export row names. */
  knownObjectKeys(keys: string[]): Promise<Set<string>>;
  addEvent(record: MemberExportRecord, event: ExportEvent, actorId: number): Promise<void>;
  pictures(userId: number): Promise<MemberPicture[]>;
  photos(userId: number): Promise<Array<{ id: number; key: string; album: string; createTime: number }>>;
  /** Every object key media wrote for the member (pictures and exports in every state). */
  objectKeysOf(userId: number): Promise<string[]>;
  /** Removes the member's photos, backgrounds, object records, exports and their events. */
  forgetMember(userId: number): Promise<void>;
}
