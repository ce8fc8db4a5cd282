import { CountCache, InputError, NotAllowedError, NotFoundError } from '@kindred/kit';
import type { Account, ListingAnchor, MemberQuery, UserStore } from '../store/userStore';
import type { Accounts, Caller } from './accounts';
import type { VipLevel } from './membership';
import type { Privacy } from './memberSettings';

export interface MemberView {
  account: Account;
  vip: VipLevel;
  isOnline: number;
}

export interface MemberPage {
  members: MemberView[];
  page: number;
  lastPage: number;
  total: number;
}

/** Member lists and search (docs/product.md sections 2, 5): who a member sees, and how far they may page. */
/** Deep userlist pages start from the nearest of every ANCHOR_EVERY-th member (docs/scale/queries.md). */
export const ANCHOR_EVERY = 500;
const ANCHOR_TTL_MS = 30_000;

export class Members {
  private anchors: { at: number; list: Promise<ListingAnchor[]> } | null = null;
  /** Counted without the caller (one key for every member), who is then taken off when listed. */
  private readonly counts = new CountCache({ exactBelow: 5_000, ttlMs: 10_000 });

  constructor(
    private readonly store: UserStore,
    private readonly accounts: Accounts,
    private readonly pageSize: number,
    private readonly privacyOf: (userIds: number[]) => Promise<Map<number, Privacy>> = async () => new Map(),
  ) {}

  /**
   * Members as `viewerId` sees them: one who hides their online status shows offline and without a
   * last-active time to everyone else (docs/member-settings.md).
   */
  private async views(accounts: Account[], viewerId: number): Promise<MemberView[]> {
    const ids = accounts.map((a) => a.id);
    const [online, privacy] = await Promise.all([this.accounts.presence.onlineFlags(ids), this.privacyOf(ids)]);
    return accounts.map((account, i) => {
      const hidden = account.id !== viewerId && privacy.get(account.id)?.hideOnline === true;
      return {
        account: hidden ? { ...account, lastLoginTime: 0 } : account,
        vip: this.accounts.vipOf(account),
        isOnline: hidden ? 0 : (online[i] ?? 0),
      };
    });
  }

  /** userlist: 12 a page, newest activity first; vip 0 sees page 1 only; a name filter needs Search_users. */
  async list(caller: Caller, page: number, username: string): Promise<MemberPage> {
    if (page > 1 && caller.vip === 0) throw new NotAllowedError('upgrade_required', { upgrade: true });
    const name = username.trim();
    if (name && !caller.authorities.includes('Search_users')) {
      throw new NotAllowedError('no_permission', { authority: 'Search_users', upgrade: true });
    }
    const filter = { excludeId: caller.userId, ...(name ? { username: name } : {}) };
    const offset = (page - 1) * this.pageSize;
    const start = name ? { offset } : await this.seek(offset);
    const accounts = await this.store.listMembers({
      ...filter,
      orderBy: 'last_active',
      limit: this.pageSize,
      ...start,
    });
    // A page that is not full ends the list: its size gives the total without a count.
    const total =
      accounts.length < this.pageSize && (accounts.length > 0 || offset === 0)
        ? offset + accounts.length
        : (await this.counts.get(`userlist:${name.toLowerCase()}`, () =>
            this.store.countMembers({ ...filter, excludeId: 0 }),
          )) - ((await this.listsItself(caller, name)) ? 1 : 0);
    const lastPage = Math.max(1, Math.ceil(total / this.pageSize));
    return { members: await this.views(accounts, caller.userId), page, lastPage, total };
  }

  /**
   * An offset as a keyset start plus a short walk: page 2000 reads as few index entries as page 1. The
   * anchors are at most ANCHOR_TTL_MS old, so a deep page may be off by the few members who signed in
   * since; the first pages are always read live.
   */
  private async seek(offset: number): Promise<{ after?: ListingAnchor; offset: number }> {
    if (offset < ANCHOR_EVERY) return { offset };
    const now = Date.now();
    if (!this.anchors || now - this.anchors.at > ANCHOR_TTL_MS) {
      const list = this.store.listingAnchors(ANCHOR_EVERY);
      this.anchors = { at: now, list };
      list.catch(() => (this.anchors = null));
    }
    const anchors = await this.anchors.list;
    const skipped = Math.min(Math.floor(offset / ANCHOR_EVERY), anchors.length);
    if (skipped === 0) return { offset };
    return { after: anchors[skipped - 1]!, offset: offset - skipped * ANCHOR_EVERY };
  }

  /** Whether the unfiltered count holds the caller (who is then taken off): not when they hide from lists. */
  private async listsItself(caller: Caller, name: string): Promise<boolean> {
    return (
      caller.status === 1 &&
      caller.role === 'member' &&
      (!name || caller.username.toLowerCase().includes(name.toLowerCase())) &&
      !(await this.privacyOf([caller.userId])).get(caller.userId)?.hideFromLists
    );
  }

  /** Members hiding their status are online to nobody else: they are not in the online list at all. */
  async online(caller: Caller, limit: number): Promise<MemberView[]> {
    const present = (await this.accounts.presence.listOnline(limit * 2 + 10)).filter((id) => id !== caller.userId);
    const privacy = await this.privacyOf(present);
    const ids = present.filter((id) => !privacy.get(id)?.hideOnline);
    const accounts = await this.store.listMembers({
      excludeId: caller.userId,
      ids,
      orderBy: 'last_active',
      limit,
      offset: 0,
    });
    return this.views(accounts, caller.userId);
  }

  async newOppositeSex(caller: Caller, limit: number): Promise<MemberView[]> {
    return this.views(
      await this.store.listMembers(this.oppositeSex(caller, { orderBy: 'newest', limit })),
      caller.userId,
    );
  }

  /** The avatar wall: recently active members who have a picture. */
  async wall(caller: Caller, limit: number): Promise<MemberView[]> {
    return this.views(
      await this.store.listMembers({
        excludeId: caller.userId,
        withAvatar: true,
        orderBy: 'last_active',
        limit,
        offset: 0,
      }),
      caller.userId,
    );
  }

  async searchOppositeSex(caller: Caller, username: string): Promise<MemberView[]> {
    if (!caller.authorities.includes('Search_users')) {
      throw new NotAllowedError('no_permission', { authority: 'Search_users', upgrade: true });
    }
    const name = username.trim();
    if (!name) throw new InputError({ username: 'required' }, 'no_user_found');
    return this.views(
      await this.store.listMembers(this.oppositeSex(caller, { orderBy: 'last_active', limit: 30, username: name })),
      caller.userId,
    );
  }

  private oppositeSex(caller: Caller, q: Pick<MemberQuery, 'orderBy' | 'limit' | 'username'>): MemberQuery {
    return { excludeId: caller.userId, sex: caller.sex === 1 ? 0 : 1, offset: 0, ...q };
  }

  /**
   * One member as a profile shows them; staff accounts are visible (customer service is reachable).
   * Without a viewer (a signed-out visitor) a member hiding from visitors is not found.
   */
  async get(id: number, viewerId = 0): Promise<MemberView> {
    const account = await this.store.findById(id);
    if (!account || account.status !== 1) throw new NotFoundError('user_not_found');
    if (!viewerId && (await this.privacyOf([id])).get(id)?.hideFromVisitors) throw new NotFoundError('user_not_found');
    const [view] = await this.views([account], viewerId);
    return view!;
  }

  /** Members by id; for a list shown to `viewerId` (`listing`), those hiding from lists are left out. */
  async byIds(ids: number[], listing?: { viewerId: number }): Promise<MemberView[]> {
    const views = await this.views(await this.store.findByIds([...new Set(ids)].slice(0, 500)), listing?.viewerId ?? 0);
    if (!listing) return views;
    const privacy = await this.privacyOf(views.map((v) => v.account.id));
    return views.filter((v) => v.account.id === listing.viewerId || !privacy.get(v.account.id)?.hideFromLists);
  }

  async byUsername(username: string): Promise<MemberView> {
    const account = await this.store.findByUsername(username.trim());
    if (!account || account.status !== 1) throw new NotFoundError('user_not_found');
    const [view] = await this.views([account], 0);
    return view!;
  }

  /** The controls other services enforce (chat starts, presence); members who never chose have none on. */
  async privacy(ids: number[]): Promise<Array<{ id: number; chatFrom: Privacy['chatFrom']; hideOnline: boolean }>> {
    const unique = [...new Set(ids)].slice(0, 500);
    const privacy = await this.privacyOf(unique);
    return unique.map((id) => ({
      id,
      chatFrom: privacy.get(id)?.chatFrom ?? 'everyone',
      hideOnline: privacy.get(id)?.hideOnline ?? false,
    }));
  }
}
