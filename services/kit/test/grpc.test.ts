import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import * as protoLoader from '@grpc/proto-loader';
import {
  ConflictError,
  InputError,
  NotAllowedError,
  createClient,
  createLogger,
  createMetrics,
  currentContext,
  loadContract,
  protoLoaderOptions,
  runWithContext,
  startGrpcServer,
  type RunningGrpcServer,
} from '../src';
import type { ProtoGrpcType } from '../src/generated/user';

const logger = createLogger('kit-test', 'silent');

/** The kit's server and client against a real gRPC server: health, request ids, errors, deadlines, drain. */
describe('gRPC server and client', () => {
  const proto = loadContract<ProtoGrpcType>('user');
  let server: RunningGrpcServer;
  let seenRequestIds: string[] = [];
  let release: () => void = () => undefined;

  beforeAll(async () => {
    server = await startGrpcServer({
      name: 'kit-test',
      host: '127.0.0.1',
      port: 0,
      logger,
      metrics: createMetrics('kit-test'),
      services: [
        {
          definition: proto.kindred.user.v1.UserService.service,
          handlers: new Proxy(
            {
              async GetInitData() {
                seenRequestIds.push(currentContext()!.requestId);
                return {
                  authority: { vip0: ['View_profiles'], vip1: [], vip2: [] },
                  service: { id: 2, username: 'service', avatar: '' },
                };
              },
              async Register(req: { username: string }) {
                if (req.username === 'taken') throw new ConflictError('username_taken');
                if (req.username === 'bad') throw new InputError({ username: 'format' });
                if (req.username === 'vip')
                  throw new NotAllowedError('no_permission', { authority: 'Search_users', upgrade: true });
                if (req.username === 'slow') await new Promise<void>((resolve) => (release = resolve));
                if (req.username === 'crash') throw new Error('secret internals');
                return { user: { id: 9, username: req.username } };
              },
            },
            { get: (target, prop) => (target as Record<string | symbol, unknown>)[prop] ?? (async () => ({})) },
          ),
        },
      ],
    });
  });

  afterAll(() => server.shutdown(100));

  const client = () =>
    createClient(proto.kindred.user.v1.UserService, `127.0.0.1:${server.port}`, { deadlineMs: 2000 });

  it('answers grpc.health.v1 for the server and each service', async () => {
    // The probe's own contract, as Kubernetes' grpc: probes speak it.
    const health = protoLoader.loadSync('grpc/health/v1/health.proto', protoLoaderOptions);
    const Health = (grpc.loadPackageDefinition(health) as any).grpc.health.v1.Health;
    const check = new Health(`127.0.0.1:${server.port}`, grpc.credentials.createInsecure());
    const status = (service: string) =>
      new Promise((resolve, reject) =>
        check.Check({ service }, (err: Error | null, res: { status: string }) =>
          err ? reject(err) : resolve(res.status),
        ),
      );
    expect(await status('')).toBe('SERVING');
    expect(await status('kindred.user.v1.UserService')).toBe('SERVING');
    check.close();
    expect(server.health).toBeInstanceOf(HealthImplementation);
  });

  it('carries the caller’s request id in metadata', async () => {
    const c = client();
    seenRequestIds = [];
    await runWithContext({ requestId: 'req-abcdef12', logger }, () => c.GetInitData({}));
    expect(seenRequestIds).toEqual(['req-abcdef12']);
    c.close();
  });

  it('turns domain errors back into the same errors on the client, and hides faults', async () => {
    const c = client();
    await expect(c.Register({ username: 'taken' })).rejects.toMatchObject({
      kind: 'conflict',
      reason: 'username_taken',
    });
    await expect(c.Register({ username: 'bad' })).rejects.toMatchObject({
      kind: 'input',
      fields: { username: 'format' },
    });
    await expect(c.Register({ username: 'vip' })).rejects.toMatchObject({
      kind: 'not_allowed',
      details: { authority: 'Search_users', upgrade: true },
    });
    const fault = (await c.Register({ username: 'crash' }).catch((err: Error) => err)) as Error;
    expect(fault.message).toBe('internal');
    expect(fault.message).not.toContain('secret');
    c.close();
  });

  it('gives up at the deadline with an unavailable error', async () => {
    const c = createClient(proto.kindred.user.v1.UserService, `127.0.0.1:${server.port}`, { deadlineMs: 200 });
    await expect(c.Register({ username: 'slow' })).rejects.toMatchObject({ kind: 'unavailable' });
    release();
    c.close();
  });

  it('drains: a running call finishes, new calls are refused, health says NOT_SERVING', async () => {
    const second = await startGrpcServer({
      name: 'drain',
      host: '127.0.0.1',
      port: 0,
      logger,
      metrics: createMetrics('drain'),
      services: [
        {
          definition: proto.kindred.user.v1.UserService.service,
          handlers: new Proxy(
            {
              async GetInitData() {
                await new Promise((resolve) => setTimeout(resolve, 300));
                return {};
              },
            },
            { get: (target, prop) => (target as Record<string | symbol, unknown>)[prop] ?? (async () => ({})) },
          ),
        },
      ],
    });
    const c = createClient(proto.kindred.user.v1.UserService, `127.0.0.1:${second.port}`, { deadlineMs: 2000 });
    const running = c.GetInitData({});
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = second.shutdown(5000);
    await expect(running).resolves.toBeDefined();
    await stopped;
    await expect(c.GetInitData({}, { deadlineMs: 300 })).rejects.toMatchObject({ kind: 'unavailable' });
    c.close();
  });
});
