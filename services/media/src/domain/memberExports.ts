import { InputError, NotFoundError, RateLimitedError } from '@kindred/kit';
import type { MemberExportRecord, MemberExportStore } from '../store/memberExportStore';
import { exportKey, isExportToken, newExportToken } from './exportKeys';
import { exportZip, type ExportArea } from './memberExportZip';
import type { ObjectStore, StoredObject } from './ports';

/** A service's part of a member's export (ExportMemberData over gRPC). */
export interface MemberDataSource {
  name: string;
  exportAreas(userId: number): Promise<ExportArea[]>;
}

/** Tells the member their export is ready (user service: notice and mail). */
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

/**
 * "Download my data" (docs/privacy.md): a request queues an export (one a day for the member, any
 * number for staff answering a data-access request); the job gathers every service's part and the
 * member's pictures into a zip under a random key, then the member gets a notice and a mail; the
 * file is removed when its link runs out.
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

  async request(userId: number, staffId: number): Promise<MemberExportRecord> {
    if (!(userId > 0)) throw new InputError({ user_id: 'invalid' });
    const since = staffId > 0 ? null : new Date(this.now() - DAY_MS);
    const added = await this.store.addExport(userId, staffId, newExportToken(), since);
    if (!added) throw new RateLimitedError('export_once_a_day');
    return added;
  }

  list(userId: number): Promise<MemberExportRecord[]> {
    return userId > 0 ? this.store.listExports(userId) : this.store.listOpenExports();
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
        await this.store.markFailed(pending.id, pending.attempts >= this.options.maxAttempts);
        throw err;
      }
    }
  }

  /** Removes the files whose links ran out; answers how many. */
  async removeExpired(): Promise<number> {
    const expired = await this.store.expiredExports(new Date(this.now()));
    for (const record of expired) {
      await this.objects.remove(exportKey(record.token));
      await this.store.markExpired(record.id);
    }
    return expired.length;
  }

  async open(token: string): Promise<StoredObject> {
    const record = isExportToken(token) ? await this.store.findReady(token, new Date(this.now())) : null;
    const object = record ? await this.objects.get(exportKey(record.token)) : null;
    if (!object) throw new NotFoundError('export_not_found');
    return object;
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
    const zip = exportZip(areas, pictures, this.objects);
    const [size] = await Promise.all([
      this.objects.putPrivate(exportKey(record.token), zip.stream, 'application/zip'),
      zip.done,
    ]);
    const expiresAt = new Date(this.now() + this.options.linkDays * DAY_MS);
    const link = `${this.options.siteUrl.replace(/\/$/, '')}/member/data/export/${record.token}`;
    // Announced first: a failure leaves the export pending and the retry announces again (one notice).
    await this.announcer.announce(record.userId, link, Math.floor(expiresAt.getTime() / 1000), `export:${record.id}`);
    await this.store.markReady(record.id, size, expiresAt);
  }
}
