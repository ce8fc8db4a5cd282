import { createLogger } from '@kindred/kit';
import { readEdgeConfig, startEdge, type RunningEdge } from '@kindred/edge';
import type { Envelope, Stack } from './stack';

export type EdgeCall = (path: string, body: Record<string, unknown>, token: string) => Promise<Envelope>;

/**
 * A second edge on the stack's services and Redis prefix, as a second replica behind the Ingress
 * would be, and a JSON call through each of the two edges.
 */
export async function startSecondEdge(
  stack: Stack,
  env: Record<string, string> = {},
): Promise<{ edge: RunningEdge; edges: [EdgeCall, EdgeCall] }> {
  const edge = await startEdge(
    readEdgeConfig({
      DATABASE_URL: stack.databaseUrl,
      REDIS_KEY_PREFIX: stack.redisPrefix,
      LOG_LEVEL: 'silent',
      EDGE_PORT: '0',
      EDGE_HOST: '127.0.0.1',
      USER_ADDR: stack.addresses.user,
      SOCIAL_ADDR: stack.addresses.social,
      MEDIA_ADDR: stack.addresses.media,
      COMMERCE_ADDR: stack.addresses.commerce,
      MESSAGING_ADDR: stack.addresses.messaging,
      RATE_LIMIT_LOGIN_PER_MIN: '1000',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      MEMBER_LISTS_TOP_MS: '0',
      ...env,
    }),
    { logger: createLogger('test', 'silent') },
  );
  const url = `http://127.0.0.1:${edge.port}`;
  const first: EdgeCall = (path, body, token) => stack.post(path, body, { token, json: true });
  const second: EdgeCall = async (path, body, token) => {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope;
  };
  // Both edges' subscriptions are up before the first announcement is counted on.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { edge, edges: [first, second] };
}
