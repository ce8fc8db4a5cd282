import { CountCache, InputError, NotAllowedError, NotFoundError } from '@kindred/kit';
import type { Account, ListingAnchor, MemberQuery, UserStore } from '../store/userStore';
import type { Accounts, Caller } from './accounts';
import type { VipLevel } from './membership';

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
  ) {}

  private async views(accounts: Account[]): Promise<MemberView[]> {
    const online = await this.accounts.presence.onlineFlags(accounts.map((a) => a.id));
    return accounts.map((account, i) => ({ account, vip: this.accounts.vipOf(account), isOnline: online[i] ?? 0 }));
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
          )) - (this.listsItself(caller, name) ? 1 : 0);
    const lastPage = Math.max(1, Math.ceil(total / this.pageSize));
    return { members: await this.views(accounts), page, lastPage, total };
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

  private listsItself(caller: Caller, name: string): boolean {
    return (
      caller.status === 1 &&
      caller.role === 'member' &&
      (!name || caller.username.toLowerCase().includes(name.toLowerCase()))
    );
  }

  async online(caller: Caller, limit: number): Promise<MemberView[]> {
    const ids = (await this.accounts.presence.listOnline(limit * 2 + 10)).filter((id) => id !== caller.userId);
    const accounts = await this.store.listMembers({
      excludeId: caller.userId,
      ids,
      orderBy: 'last_active',
      limit,
      offset: 0,
    });
    return this.views(accounts);
  }

  async newOppositeSex(caller: Caller, limit: number): Promise<MemberView[]> {
    return this.views(await this.store.listMembers(this.oppositeSex(caller, { orderBy: 'newest', limit })));
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
    );
  }

  private oppositeSex(caller: Caller, q: Pick<MemberQuery, 'orderBy' | 'limit' | 'username'>): MemberQuery {
    return { excludeId: caller.userId, sex: caller.sex === 1 ? 0 : 1, offset: 0, ...q };
  }

  /** One member as a profile shows them; staff accounts are visible (customer service is reachable). */
  async get(id: number): Promise<MemberView> {
    const account = await this.store.findById(id);
    if (!account || account.status !== 1) throw new NotFoundError('user_not_found');
    const [view] = await this.views([account]);
    return view!;
  }

  async byIds(ids: number[]): Promise<MemberView[]> {
    return this.views(await this.store.findByIds([...new Set(ids)].slice(0, 500)));
  }

  async byUsername(username: string): Promise<MemberView> {
    const account = await this.store.findByUsername(username.trim());
    if (!account || account.status !== 1) throw new NotFoundError('user_not_found');
    const [view] = await this.views([account]);
    return view!;
  }
}
