import { randomBytes } from 'node:crypto';
import {
  AuthenticationError,
  ConflictError,
  InputError,
  RefusedError,
  createClient,
  createLogger,
  loadContract,
} from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType } from '@kindred/kit/generated/user';
import { readUserConfig, startUserService } from '../src';

/** The user service as the edge, chat, social and commerce call it: over gRPC, on Postgres and Redis. */
describe('user over gRPC', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: Awaited<ReturnType<typeof startUserService>>;
  let user: ReturnType<typeof createClient<InstanceType<ProtoGrpcType['kindred']['user']['v1']['UserService']>>>;
  const birthday = Date.UTC(1990, 4, 1);

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startUserService(
      readUserConfig({
        DATABASE_URL: database.url,
        USER_GRPC_PORT: '0',
        REDIS_KEY_PREFIX: `ug${randomBytes(4).toString('hex')}:`,
        REGISTRATION_REVIEW: 'off',
        ADMIN_PASSWORD: 'Admin-Passw0rd',
        SERVICE_PASSWORD: 'Service-Passw0rd',
        LOG_LEVEL: 'silent',
      }),
      { logger: createLogger('test', 'silent'), metricsPort: null },
    );
    user = createClient(loadContract<ProtoGrpcType>('user').kindred.user.v1.UserService, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    user?.close();
    await service?.stop();
    await database?.drop();
  });

  const register = (username: string, sex = 1) =>
    user.Register({
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday,
      country: 'TW',
    });

  it('registers a member whose token authenticates as that member', async () => {
    const { user: session } = await register('grpcalice');
    expect(session?.username).toBe('grpcalice');
    const caller = await user.Authenticate({ token: session!.token });
    expect(caller).toMatchObject({ user_id: session!.id, username: 'grpcalice', status: 1, role: 'member' });
    expect(caller.authorities.length).toBeGreaterThan(0);
  });

  it('refuses a taken username, bad input and a wrong password with their domain errors', async () => {
    await expect(register('grpcalice')).rejects.toEqual(new ConflictError('username_taken'));
    await expect(
      user.Register({ username: 'x', email: 'nope', password: '1', sex: 1, birthday, country: 'TW' }),
    ).rejects.toBeInstanceOf(InputError);
    await expect(user.Login({ account: 'grpcalice', password: 'Wrong-pass1' })).rejects.toEqual(
      new RefusedError('wrong_credentials'),
    );
  });

  it('logs in, and a logged-out token no longer authenticates', async () => {
    const { user: session } = await user.Login({ account: 'grpcalice', password: 'Passw0rd!' });
    expect(session?.token).toBeTruthy();
    await user.Logout({ token: session!.token });
    await expect(user.Authenticate({ token: session!.token })).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('finds members by id and by username', async () => {
    const { user: bob } = await register('grpcbob', 0);
    const alice = await user.FindMemberByUsername({ username: 'grpcalice' });
    const { members } = await user.GetMembers({ ids: [alice.id, bob!.id, 999_999] });
    expect(members.map((m) => m.username).sort()).toEqual(['grpcalice', 'grpcbob']);
    await expect(user.FindMemberByUsername({ username: 'nobody-here' })).rejects.toMatchObject({
      reason: 'user_not_found',
    });
  });
});
