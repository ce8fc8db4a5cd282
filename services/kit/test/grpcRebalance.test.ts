import * as grpc from '@grpc/grpc-js';
import {
  createClient,
  createLogger,
  createMetrics,
  loadContract,
  startGrpcServer,
  type RunningGrpcServer,
} from '../src';
import type { ProtoGrpcType } from '../src/generated/user';

/**
 * A name that resolves to whatever addresses the test lists, like a headless Service whose DNS answer
 * grows when a pod starts. grpc-js resolves again only when a connection goes away, which is what
 * `grpc.max_connection_age_ms` makes happen.
 */
const backends = new Map<string, string[]>();
class ListedResolver implements grpc.experimental.Resolver {
  constructor(
    private readonly target: grpc.experimental.GrpcUri,
    private readonly listener: grpc.experimental.ResolverListener,
  ) {}
  updateResolution(): void {
    const endpoints = (backends.get(this.target.path) ?? []).map((address) => {
      const [host, port] = address.split(':');
      return { addresses: [{ host: host!, port: Number(port) }] };
    });
    setImmediate(() => this.listener(grpc.experimental.statusOrFromValue(endpoints), {}, null, ''));
  }
  destroy(): void {}
  static getDefaultAuthority(target: grpc.experimental.GrpcUri): string {
    return target.path;
  }
}
grpc.experimental.registerResolver('listed', ListedResolver);

const logger = createLogger('kit-rebalance-test', 'silent');
const proto = loadContract<ProtoGrpcType>('user');
let serverSeq = 0;

async function countingServer(maxConnectionAgeMs: number, calls: { count: number }): Promise<RunningGrpcServer> {
  return startGrpcServer({
    name: 'rebalance',
    host: '127.0.0.1',
    port: 0,
    logger,
    metrics: createMetrics(`rebalance_${++serverSeq}`),
    maxConnectionAgeMs,
    maxConnectionAgeGraceMs: 1_000,
    services: [
      {
        definition: proto.kindred.user.v1.UserService.service,
        handlers: new Proxy(
          {},
          {
            get: () => async () => {
              calls.count++;
              return {};
            },
          },
        ),
      },
    ],
  });
}

/** Calls at a steady pace (a client busy the whole time, as the edge is) for `ms` or until `enough`. */
async function callFor(
  client: { GetInitData(req: object): Promise<unknown> },
  ms: number,
  enough: () => boolean = () => false,
): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && !enough()) {
    await client.GetInitData({});
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Connects a client to one server, starts a second one, and counts what each serves after that. */
async function spreadAfterScaleOut(maxConnectionAgeMs: number): Promise<{ first: number; second: number }> {
  const name = `user-${maxConnectionAgeMs}`;
  const first = { count: 0 };
  const second = { count: 0 };
  const a = await countingServer(maxConnectionAgeMs, first);
  backends.set(name, [`127.0.0.1:${a.port}`]);
  const client = createClient(proto.kindred.user.v1.UserService, `listed:${name}`, { deadlineMs: 2_000 });
  let b: RunningGrpcServer | undefined;
  try {
    await callFor(client, 200);
    b = await countingServer(maxConnectionAgeMs, second);
    backends.set(name, [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
    first.count = 0;
    // The first connection ages out after about a second; a few seconds is plenty unless it never does.
    await callFor(client, 6_000, () => second.count >= 20 && first.count >= 20);
  } finally {
    client.close();
    await Promise.all([a.shutdown(100), b?.shutdown(100)]);
  }
  return { first: first.count, second: second.count };
}

describe('gRPC connections age out so clients spread to new servers', () => {
  it('sends calls to a server started after the client connected', async () => {
    const { first, second } = await spreadAfterScaleOut(1_000);
    expect(second).toBeGreaterThanOrEqual(20);
    expect(first).toBeGreaterThanOrEqual(20);
  }, 20_000);

  it('without an age limit the client stays on the first server (the problem it solves)', async () => {
    const { first, second } = await spreadAfterScaleOut(24 * 3600_000);
    expect(second).toBe(0);
    expect(first).toBeGreaterThan(20);
  }, 20_000);
});
