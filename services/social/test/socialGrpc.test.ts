import { randomBytes } from 'node:crypto';
import { InputError, NotAllowedError, createClient, createLogger, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { readUserConfig, startUserService } from '@kindred/user';
import { readSocialConfig, startSocialService } from '../src';

/** The social service over gRPC, on Postgres, with the real user service it asks about members. */
describe('social over gRPC', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let userService: Awaited<ReturnType<typeof startUserService>>;
  let service: Awaited<ReturnType<typeof startSocialService>>;
  let user: ReturnType<typeof createClient<InstanceType<UserProto['kindred']['user']['v1']['UserService']>>>;
  let social: ReturnType<typeof createClient<InstanceType<SocialProto['kindred']['social']['v1']['SocialService']>>>;
  let alice: Caller;
  let bob: Caller;
  const logger = createLogger('test', 'silent');

  const register = async (username: string): Promise<Caller> => {
    const { user: session } = await user.Register({
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex: 1,
      birthday: Date.UTC(1990, 4, 1),
      country: 'TW',
    });
    return user.Authenticate({ token: session!.token });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_KEY_PREFIX: `sg${randomBytes(4).toString('hex')}:`,
      LOG_LEVEL: 'silent',
    };
    userService = await startUserService(
      readUserConfig({
        ...env,
        USER_GRPC_PORT: '0',
        REGISTRATION_REVIEW: 'off',
        ADMIN_PASSWORD: 'Admin-Passw0rd',
        SERVICE_PASSWORD: 'Service-Passw0rd',
      }),
      { logger, metricsPort: null },
    );
    service = await startSocialService(
      readSocialConfig({ ...env, SOCIAL_GRPC_PORT: '0', USER_ADDR: `127.0.0.1:${userService.port}` }),
      { logger, metricsPort: null },
    );
    user = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, `127.0.0.1:${userService.port}`);
    social = createClient(
      loadContract<SocialProto>('social').kindred.social.v1.SocialService,
      `127.0.0.1:${service.port}`,
    );
    alice = await register('socialalice');
    bob = await register('socialbob');
  });

  afterAll(async () => {
    social?.close();
    user?.close();
    await service?.stop();
    await userService?.stop();
    await database?.drop();
  });

  it('follows and unfollows, counting followers', async () => {
    expect(await social.ToggleLike({ user_id: alice.user_id, target_id: bob.user_id })).toEqual({
      is_like: 1,
      likecount: 1,
    });
    expect(await social.ListLikes({ user_id: bob.user_id, which: 'love_me', limit: 20, page: 1 })).toEqual({
      ids: [alice.user_id],
    });
    const { stats } = await social.GetFollowStats({ viewer_id: alice.user_id, ids: [bob.user_id] });
    expect(stats).toEqual([{ id: bob.user_id, is_like: 1, likecount: 1 }]);
    // Whom the viewer follows, whole, for an edge to keep (and no stats asked for).
    expect(await social.GetFollowStats({ viewer_id: alice.user_id, ids: [], with_followed: true })).toMatchObject({
      stats: [],
      followed_ids: [bob.user_id],
      followed_complete: true,
    });
    expect(await social.ToggleLike({ user_id: alice.user_id, target_id: bob.user_id })).toEqual({
      is_like: 0,
      likecount: 0,
    });
    await expect(social.ToggleLike({ user_id: alice.user_id, target_id: alice.user_id })).rejects.toBeInstanceOf(
      InputError,
    );
  });

  it('posts a trend its author sees under mine', async () => {
    const posted = await social.PostTrend({ caller: alice, content: 'hello from grpc', img: '' });
    expect(posted).toMatchObject({ mid: alice.user_id, mine: 1, type: 1, content: 'hello from grpc' });
    const page = await social.ListTrends({ caller: alice, scope: 'mine', author_id: 0, page: 1, before_id: 0 });
    expect(page.trends.filter((t) => t.type === 1).map((t) => t.id)).toEqual([posted.id]);
  });

  it('blocks in either direction until unblocked, and a blocked pair cannot follow', async () => {
    await social.Block({ user_id: bob.user_id, target_id: alice.user_id });
    expect(await social.CheckBlocked({ a: alice.user_id, b: bob.user_id })).toEqual({ blocked: true });
    expect(await social.CheckBlocked({ a: bob.user_id, b: alice.user_id })).toEqual({ blocked: true });
    expect(await social.ListBlocks({ user_id: bob.user_id })).toEqual({ ids: [alice.user_id] });
    await expect(social.ToggleLike({ user_id: alice.user_id, target_id: bob.user_id })).rejects.toEqual(
      new NotAllowedError('blocked'),
    );
    await social.Unblock({ user_id: bob.user_id, target_id: alice.user_id });
    expect(await social.CheckBlocked({ a: alice.user_id, b: bob.user_id })).toEqual({ blocked: false });
  });
});
