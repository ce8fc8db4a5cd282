import { ConflictError, InputError, NotAllowedError, NotFoundError, RateLimitedError } from '@kindred/kit';
import type { MemberExportRecord, MemberExportStore } from '../store/memberExportStore';
import { EXPORT_PREFIX, hashExportToken, isExportToken, newExportKey, newExportToken } from './exportKeys';
import { exportZip, type ExportArea } from './memberExportZip';
import type { ObjectStore, StoredObject } from './ports';

/** A service's part of a member's export (ExportMemberData over gRPC). */
export interface MemberDataSource {
  name: string;
  exportAreas(userId: number): Promise<ExportArea[]>;
}

/** Tells the member their export is ready (user service: notice and mail); a retry replaces the notice. */
export interface ExportAnnouncer {
  announce(userId: number, link: string, expireTime: number, idempotencyKey: string): Promise<void>;
}

export interface MemberExportOptions {
  /** Where links point: `<siteUrl>/member/data/export/<token>` (the edge serves it). */
  siteUrl: string;
  /** How long a link works; the file is removed after it (7 days). */
  linkDays: number;
  maxAttempts: number;
  now?: () => number;
}

const DAY_MS = 86_400_000;
/** A download stream has 10 minutes at most (the edge's deadline); its object goes after this. */
const DOWNLOAD_GRACE_MS = 3_600_000;

/**
 * "Download my data" (docs/privacy.md): a request queues an export (one a day for the member); a
 * staff data-access request waits for a second staff member's approval. The job gathers every
 * service's part and the member's pictures into a zip, then the member alone gets a notice and a
 * mail with a single-use link (only its hash is kept). Whatever is over leaves the bucket: failed,
 * declined, expired and downloaded exports and objects no export names.
 */
export class MemberExports {
  private readonly now: () => number;

  constructor(
    private readonly store: MemberExportStore,
    private readonly objects: ObjectStore,
    private readonly sources: MemberDataSource[],
    private readonly announcer: ExportAnnouncer,
    private readonly options: MemberExportOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async request(userId: number, staffId: number, reason: string): Promise<MemberExportRecord> {
    if (!(userId > 0)) throw new InputError({ user_id: 'invalid' });
    const written = reason.trim();
    if (staffId > 0 && written.length < 10) throw new InputError({ reason: 'too_short' });
    const added = await this.store.addExport({
      userId,
      staffId,
      reason: staffId > 0 ? written : '',
      objectKey: newExportKey(),
      sinceLimit: staffId > 0 ? null : new Date(this.now() - DAY_MS),
    });
    if (!added) throw new RateLimitedError('export_once_a_day');
    return added;
  }

  list(userId: number): Promise<MemberExportRecord[]> {
    return userId > 0 ? this.store.listExports(userId) : this.store.listOpenExports();
  }

  /** A second staff member's decision on a data-access request; the requester may only decline. */
  async decide(id: number, staffId: number, approve: boolean): Promise<MemberExportRecord> {
    if (!(staffId > 0)) throw new InputError({ staff_id: 'invalid' });
    const decided = await this.store.decide(id, staffId, approve);
    if (decided) {
      await this.store.addEvent(decided, approve ? 'approved' : 'declined', staffId);
      return decided;
    }
    const request = await this.store.findExport(id);
    if (!request || request.staffId === 0) throw new NotFoundError('export_not_found');
    if (request.state !== 'awaiting') throw new ConflictError('not_awaiting_approval');
    throw new NotAllowedError('own_request');
  }

  /** Builds the pending exports one after another; answers how many were built. */
  async buildPending(): Promise<number> {
    let built = 0;
    for (;;) {
      const pending = await this.store.claimPending(this.options.maxAttempts);
      if (!pending) return built;
      try {
        await this.build(pending);
        built += 1;
      } catch (err) {
        const giveUp = pending.attempts >= this.options.maxAttempts;
        await this.store.markFailed(pending.id, giveUp);
        if (giveUp) await this.store.addEvent(pending, 'failed', 0);
        throw err;
      }
    }
  }

  /** Ends the links that ran out and removes their files; answers how many. */
  async removeExpired(): Promise<number> {
    const expired = await this.store.expiredExports(new Date(this.now()));
    for (const record of expired) {
      await this.store.markExpired(record.id);
      await this.store.addEvent(record, 'expired', 0);
      await this.objects.remove(record.objectKey);
      await this.store.markObjectRemoved(record.id);
    }
    return expired.length;
  }

  /**
   * Removes from the bucket what no one may download any more, and objects under exports/ that no
   * export row names (a build that finished after its member was erased); answers how many.
   */
  async sweep(): Promise<number> {
    let removed = 0;
    const over = await this.store.objectsToRemove(new Date(this.now() - DOWNLOAD_GRACE_MS));
    for (const record of over) {
      await this.objects.remove(record.objectKey);
      await this.store.markObjectRemoved(record.id);
      await this.store.addEvent(record, 'removed', 0);
      removed += 1;
    }
    const keys = await this.objects.list(EXPORT_PREFIX);
    const known = await this.store.knownObjectKeys(keys);
    for (const key of keys.filter((k) => !known.has(k))) {
      await this.objects.remove(key);
      removed += 1;
    }
    return removed;
  }

  /**
   * The member's own ready export by its single-use token; using it is recorded. A token that was
   * already used answers export_used; any other miss (wrong member, expired, unknown) export_not_found.
   */
  async open(token: string, userId: number): Promise<{ object: StoredObject; done(): Promise<void> }> {
    const record =
      isExportToken(token) && userId > 0 ? await this.store.findByToken(hashExportToken(token), userId) : null;
    if (record?.state === 'downloaded') throw new NotFoundError('export_used');
    if (!record || record.state !== 'ready' || record.expireTime * 1000 <= this.now()) {
      throw new NotFoundError('export_not_found');
    }
    const object = await this.objects.get(record.objectKey);
    if (!object) throw new NotFoundError('export_not_found');
    if (!(await this.store.claimDownload(record.id, new Date(this.now())))) {
      object.body.destroy();
      throw new NotFoundError('export_used');
    }
    await this.store.addEvent(record, 'downloaded', userId);
    return {
      object,
      // Once the member has the whole file the object has no further use.
      done: async () => {
        await this.objects.remove(record.objectKey);
        await this.store.markObjectRemoved(record.id);
      },
    };
  }

  /** Media's own part: the albums (the picture files themselves go into pictures/). */
  async ownAreas(userId: number): Promise<ExportArea[]> {
    const photos = await this.store.photos(userId);
    return [{ name: 'photos.json', json: JSON.stringify(photos, null, 2) }];
  }

  private async build(record: MemberExportRecord): Promise<void> {
    const areas: ExportArea[] = [...(await this.ownAreas(record.userId))];
    for (const source of this.sources) areas.push(...(await source.exportAreas(record.userId)));
    const pictures = await this.store.pictures(record.userId);
    // A fresh token each attempt: only its hash is kept, and only once the member has been told.
    const token = newExportToken();
    const expiresAt = new Date(this.now() + this.options.linkDays * DAY_MS);
    let size: number;
    try {
      const zip = exportZip(areas, pictures, this.objects);
      [size] = await Promise.all([this.objects.putPrivate(record.objectKey, zip.stream, 'application/zip'), zip.done]);
      const link = `${this.options.siteUrl.replace(/\/$/, '')}/member/data/export/${token}`;
      // The retry of a failed delivery replaces the notice (same key) with its own link.
      await this.announcer.announce(record.userId, link, Math.floor(expiresAt.getTime() / 1000), `export:${record.id}`);
    } catch (err) {
      // An undelivered zip is not left in the bucket (the sweep catches what this misses).
      await this.objects.remove(record.objectKey).catch(() => undefined);
      throw err;
    }
    await this.store.markReady(record.id, size, expiresAt, hashExportToken(token));
    await this.store.addEvent(record, 'delivered', 0);
  }
}
