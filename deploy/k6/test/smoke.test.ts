import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@kindred/kit';
import { readChatConfig, startChatNode } from '@kindred/chat';
import { startStack, type Stack } from '../../../services/edge/test/stack';
import { createK6Accounts } from '../../local/src/k6Accounts';
import { runScriptInWorker as runScript } from '../smoke/runInWorker';
import type { SmokeResult } from '../smoke/runScript';
import { k6Sources, unknownNames } from '../smoke/scriptCheck';

const k6 = path.join(__dirname, '..');
const SCRIPTS = ['member-journey', 'mail-and-gifts', 'chat-pairs', 'presence-sockets', 'sign-in'];

/**
 * The k6 scripts run once each against the test stack (deploy/k6/README.md, "Proven without k6"):
 * accounts from `make k6-accounts`, then every script's setup, one iteration of each scenario and
 * handleSummary, through the smoke harness. Two chat nodes, so that chat crosses between them.
 */
describe('the k6 scripts against the test stack', () => {
  let stack: Stack;
  let secondChat: { port: number; stop(): Promise<void> };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-k6-'));
  let env: Record<string, string>;

  beforeAll(async () => {
    stack = await startStack({ chat: true, env: { REGISTRATION_REVIEW: 'off' } });
    secondChat = await startChatNode(
      readChatConfig({
        DATABASE_URL: stack.databaseUrl,
        REDIS_KEY_PREFIX: stack.redisPrefix,
        USER_ADDR: stack.addresses.user,
        MESSAGING_ADDR: stack.addresses.messaging,
        CHAT_HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      }),
      { logger: createLogger('test', 'silent'), port: 0 },
    );
    const accounts = await createK6Accounts({ addresses: stack.addresses, count: 8 });
    const file = path.join(dir, 'accounts.json');
    fs.writeFileSync(file, JSON.stringify({ accounts }));
    env = {
      BASE_URL: stack.url,
      CHAT_URLS: `${stack.url},http://127.0.0.1:${secondChat.port}`,
      ACCOUNTS_FILE: file,
      RESULTS_DIR: path.join(dir, 'results'),
      PROFILE: 'smoke',
      MESSAGES: '3',
      SEND_EVERY_MS: '50',
      GRACE_MS: '1500',
    };
  }, 120_000);

  afterAll(async () => {
    await secondChat?.stop();
    await stack?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('name only routes of /openapi.json and socket frames the chat node knows', async () => {
    const openapi = (await (await fetch(`${stack.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(unknownNames(k6Sources(), Object.keys(openapi.paths))).toEqual([]);
  });

  it('reuses the sessions of an earlier run of make k6-accounts', async () => {
    const previous = JSON.parse(fs.readFileSync(env.ACCOUNTS_FILE!, 'utf8')).accounts;
    const again = await createK6Accounts({ addresses: stack.addresses, count: 8, previous });
    expect(again.map((a) => a.token)).toEqual(previous.map((a: { token: string }) => a.token));
    expect(new Set(again.map((a) => a.vip))).toEqual(new Set([0, 1, 2]));
  });

  const results = new Map<string, SmokeResult>();
  it.each(SCRIPTS)(
    '%s: setup, one iteration of each scenario and handleSummary, with no failed check',
    async (name) => {
      const result = await runScript(path.join(k6, `${name}.ts`), { ...env, RUN_ID: `smoke-${name}-${Date.now()}` });
      results.set(name, result);
      expect({ errors: result.errors, failedChecks: result.failedChecks }).toEqual({ errors: [], failedChecks: [] });
      expect(result.checks).toBeGreaterThan(0);
      const files = Object.keys(result.files).map((f) => path.basename(f));
      expect(files).toEqual(expect.arrayContaining([`${name}.json`, `${name}.junit.xml`, `${name}.md`, 'stdout']));
      expect(fs.readFileSync(path.join(env.RESULTS_DIR!, `${name}.junit.xml`), 'utf8')).toMatch(
        /^<\?xml[\s\S]*<testsuites tests="\d+"/,
      );
      // Every threshold on a rate or a count holds (latency thresholds say nothing of one iteration on a test machine).
      const crossed = Object.entries(result.summary.metrics).flatMap(([metric, m]) =>
        m.type === 'trend'
          ? []
          : Object.entries(m.thresholds ?? {})
              .filter(([, t]) => !t.ok)
              .map(([t]) => `${metric}: ${t}`),
      );
      expect(crossed).toEqual([]);
      // No iteration signs in: the accounts come with sessions, and sign-in.ts alone posts to login.
      expect(result.requests['login'] ?? 0).toBe(name === 'sign-in' ? 1 : 0);
    },
    90_000,
  );

  it('delivers every chat message across the two nodes on a second run right after the first', async () => {
    for (const run of ['first', 'second']) {
      const result = await runScript(path.join(k6, 'chat-pairs.ts'), { ...env, RUN_ID: `twice-${run}-${Date.now()}` });
      const count = (metric: string) => result.summary.metrics[metric]?.values.count ?? 0;
      expect([run, result.errors, count('chat_sent'), count('chat_acked'), count('chat_received')]).toEqual([
        run,
        [],
        3,
        3,
        3,
      ]);
      expect(result.summary.metrics['chat_delivery_ms']!.values.count).toBe(3);
    }
  }, 90_000);
});

describe('the path and frame check', () => {
  it('fails on a script that names a path or a frame that does not exist', () => {
    const sources = [
      { file: 'bad.ts', text: "call('/member/index/nothing', {}); socket.send(JSON.stringify({ opt: 42 }))" },
    ];
    expect(unknownNames(sources, ['/member/index/userinfo'])).toEqual([
      'bad.ts: /member/index/nothing is not a route of /openapi.json',
      'bad.ts: socket frame opt 42 is unknown to the chat node',
    ]);
  });
});
