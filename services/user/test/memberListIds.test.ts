import { randomBytes } from 'node:crypto';
import { Redis, createClient, createLogger, loadContract, markOnline } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import type { Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import { readUserConfig, startUserService } from '../src';

/**
 * The member lists asked for their ids alone (`ids_only`, for an edge that keeps the cards) name the
 * same members in the same order, with the same paging, as the lists that answer the cards.
 */
describe('member lists by id', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: Awaited<ReturnType<typeof startUserService>>;
  let redis: Redis;
  let user: ReturnType<typeof createClient<InstanceType<ProtoGrpcType['kindred']['user']['v1']['UserService']>>>;
  const prefix = `ul${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startUserService(
      readUserConfig({
        DATABASE_URL: database.url,
        USER_GRPC_PORT: '0',
        REDIS_KEY_PREFIX: prefix,
        REGISTRATION_REVIEW: 'off',
        ADMIN_PASSWORD: 'Admin-Passw0rd',
        SERVICE_PASSWORD: 'Service-Passw0rd',
        MEMBER_PAGE_SIZE: '4',
        LOG_LEVEL: 'silent',
      }),
      { logger: createLogger('test', 'silent'), metricsPort: null },
    );
    redis = new Redis('redis://127.0.0.1:6379', { keyPrefix: prefix });
    user = createClient(loadContract<ProtoGrpcType>('user').kindred.user.v1.UserService, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    redis?.disconnect();
    user?.close();
    await service?.stop();
    await database?.drop();
  });

  const register = async (username: string, sex: number) => {
    const { user: session } = await user.Register({
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday: Date.UTC(1990, 4, 1),
      country: 'TW',
    });
    return Number(session!.id);
  };

  it('names the members of every list in the order and with the paging of their cards', async () => {
    const viewer = await register('idsviewer', 1);
    const shown: number[] = [];
    for (let i = 0; i < 7; i++) shown.push(await register(`idsshown${i}`, i % 2));
    const hidden = await register('idshidden', 0);
    await user.SaveMemberSettings({
      user_id: hidden,
      settings: {
        general: true,
        delivery: 'Automatically',
        privacy: { hide_from_lists: true, chat_from: 'everyone' },
      },
    });
    for (const id of shown.slice(0, 4)) await user.SetAvatar({ user_id: id, avatar: `/media/avatars/${id}/a.png` });
    await markOnline(redis, [viewer, hidden, ...shown.slice(2, 6)]);
    const caller: Caller = {
      user_id: viewer,
      username: 'idsviewer',
      vip: 2,
      sex: 1,
      status: 1,
      role: 'member',
      authorities: ['Search_users'],
    };

    const lists = [
      (ids_only: boolean) => user.ListMembers({ caller, page: 1, ids_only }),
      (ids_only: boolean) => user.ListMembers({ caller, page: 2, ids_only }),
      (ids_only: boolean) => user.ListMembers({ caller, page: 1, username: 'idssh', ids_only }),
      (ids_only: boolean) => user.ListOnlineMembers({ caller, limit: 30, ids_only }),
      (ids_only: boolean) => user.ListNewOppositeSex({ caller, limit: 30, ids_only }),
      (ids_only: boolean) => user.ListMemberWall({ caller, limit: 30, ids_only }),
      (ids_only: boolean) => user.SearchOppositeSex({ caller, username: 'ids', ids_only }),
    ];
    for (const list of lists) {
      const { members, member_ids, ...paging } = await list(false);
      const byId = await list(true);
      expect(members.length).toBeGreaterThan(0);
      expect(byId).toEqual({ ...paging, members: [], member_ids: members.map((m) => m.id) });
      expect(member_ids).toEqual([]);
      expect(byId.member_ids).not.toContain(hidden);
      expect(byId.member_ids).not.toContain(viewer);
    }
    // The count of a full page leaves out the viewer only while they are listed themselves.
    for (const [user_id, username] of [
      [viewer, 'idsviewer'],
      [hidden, 'idshidden'],
    ] as const) {
      const asked = { ...caller, user_id, username };
      const { members, ...paging } = await user.ListMembers({ caller: asked, page: 1 });
      expect(members).toHaveLength(4);
      expect(await user.ListMembers({ caller: asked, page: 1, ids_only: true })).toEqual({
        ...paging,
        members: [],
        member_ids: members.map((m) => m.id),
      });
    }
  });
});
