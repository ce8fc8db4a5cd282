import type { PromiseClient } from '@kindred/kit';
import type { UserServiceClient } from '@kindred/kit/generated/kindred/user/v1/UserService';
import type { AccountEvent } from '../domain/model';
import type { AccountEventSource, MemberDirectory } from '../domain/ports';

type UserClient = PromiseClient<UserServiceClient>;

/** Member existence from the user service (one GetMembers call per check). */
export class UserMemberDirectory implements MemberDirectory {
  constructor(private readonly user: UserClient) {}

  async existing(ids: number[], which: { reachable?: boolean } = {}): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const { members } = await this.user.GetMembers({ ids, reachable: which.reachable === true });
    return new Set(members.map((member) => member.id));
  }
}

/** The user service's account-event outbox. */
export class UserAccountEvents implements AccountEventSource {
  constructor(private readonly user: UserClient) {}

  async after(afterId: number, limit: number): Promise<AccountEvent[]> {
    const { events } = await this.user.ListAccountEvents({ after_id: afterId, limit });
    return events.map((e) => ({ id: e.id, type: e.type, userId: e.user_id, createTime: e.create_time }));
  }

  async listed(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    // A list shown to no member: the user service leaves out whom the visibility policy keeps off lists.
    const { members } = await this.user.GetMembers({ ids, listing: true, viewer_id: 0 });
    return new Set(members.map((member) => member.id));
  }
}
