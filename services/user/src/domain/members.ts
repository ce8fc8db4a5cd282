import { InputError, NotAllowedError, NotFoundError } from '@kindred/kit';
import type { Account, MemberQuery, UserStore } from '../store/userStore';
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

/** Member lists and search (spec sections 2, 5): who a member sees, and how far they may page. */
export class Members {
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
    const total = await this.store.countMembers(filter);
    const lastPage = Math.max(1, Math.ceil(total / this.pageSize));
    const accounts = await this.store.listMembers({
      ...filter,
      orderBy: 'last_active',
      limit: this.pageSize,
      offset: (page - 1) * this.pageSize,
    });
    return { members: await this.views(accounts), page, lastPage, total };
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
