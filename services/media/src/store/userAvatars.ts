import type { PromiseClient } from '@kindred/kit';
import type { UserServiceClient } from '@kindred/kit/generated/kindred/user/v1/UserService';
import type { AvatarRegistry } from '../domain/ports';

/** Sets the avatar in the user service, which records the avatar_changed account event. */
export class UserAvatars implements AvatarRegistry {
  constructor(private readonly user: PromiseClient<UserServiceClient>) {}

  async setAvatar(userId: number, url: string, quiet = false): Promise<void> {
    await this.user.SetAvatar({ user_id: userId, avatar: url, quiet });
  }

  async setPendingAvatar(userId: number, url: string): Promise<void> {
    await this.user.SetAvatar({ user_id: userId, avatar: url, pending: true });
  }
}
