import { eventually, startStack, type Stack } from './stack';
import { fillEveryService, newMember, serviceClients, type ServiceClients, type TestMember } from './memberDataFixture';

let stack: Stack;
let clients: ServiceClients;

beforeAll(async () => {
  stack = await startStack({
    env: {
      REGISTRATION_REVIEW: 'off',
      // The grace period ends at once, so that the erasure runs within the test.
      ACCOUNT_DELETION_GRACE_DAYS: '0',
      ACCOUNT_DELETION_POLL_MS: '100',
      MEMBER_DATA_POLL_MS: '100',
      ERASURE_POLL_MS: '100',
    },
  });
  clients = serviceClients(stack, stack.addresses.messaging);
});
afterAll(async () => {
  for (const client of Object.values(clients)) client.close();
  await stack.stop();
});

const SCHEMAS = ['user_svc', 'social_svc', 'messaging_svc', 'commerce_svc', 'media_svc'];
/** Columns that hold a member's id. */
const MEMBER_COLUMNS = [
  'user_id',
  'follower_id',
  'target_id',
  'author_id',
  'reporter_id',
  'sender_id',
  'recipient_id',
  'owner_id',
  'partner_id',
  'giver_id',
  'gainer_id',
  'low_id',
  'high_id',
  'started_by',
  'staff_id',
  'invited_by',
  'member_id',
  'other_id',
];
/** What docs/privacy.md keeps of an erased member, under the id alone. */
const KEPT = new Set([
  'user_svc.accounts.id',
  'user_svc.account_events.user_id',
  'user_svc.membership_grants.user_id',
  'commerce_svc.wallets.user_id',
  'commerce_svc.ledger_entries.user_id',
  'commerce_svc.orders.user_id',
  'commerce_svc.orders.gainer_id',
  'commerce_svc.payment_sessions.user_id',
  'commerce_svc.gift_sends.giver_id',
  'commerce_svc.gift_sends.recipient_id',
  'messaging_svc.messages.sender_id',
  'messaging_svc.messages.recipient_id',
  'messaging_svc.messages.low_id',
  'messaging_svc.messages.high_id',
  'messaging_svc.threads.low_id',
  'messaging_svc.threads.high_id',
  'messaging_svc.threads.started_by',
  'messaging_svc.mails.sender_id',
  'messaging_svc.contacts.partner_id',
]);

/** What the member wrote to others stays with them as written (docs/privacy.md). */
const KEPT_TEXT = new Set([
  'messaging_svc.messages.content',
  'messaging_svc.mails.content',
  'messaging_svc.contacts.last_content',
]);

/** Every schema.table.column still naming the member, by id or by username or email in any text. */
async function traces(member: TestMember): Promise<string[]> {
  const columns = await stack.sql<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
    `SELECT c.table_schema, c.table_name, c.column_name, c.data_type FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = ANY($1) AND t.table_type = 'BASE TABLE'`,
    [SCHEMAS],
  );
  const found: string[] = [];
  for (const c of columns) {
    const name = `${c.table_schema}.${c.table_name}.${c.column_name}`;
    const column = `"${c.table_schema}"."${c.table_name}"."${c.column_name}"`;
    const from = `"${c.table_schema}"."${c.table_name}"`;
    if (c.data_type === 'bigint' && (MEMBER_COLUMNS.includes(c.column_name) || name === 'user_svc.accounts.id')) {
      const [row] = await stack.sql<{ n: string }>(`SELECT count(*) AS n FROM ${from} WHERE ${column} = $1`, [
        member.id,
      ]);
      if (Number(row!.n) > 0 && !KEPT.has(name)) found.push(`${name} = ${member.id}`);
    }
    if (['text', 'character varying', 'jsonb', 'json'].includes(c.data_type) && !KEPT_TEXT.has(name)) {
      const [row] = await stack.sql<{ n: string }>(
        `SELECT count(*) AS n FROM ${from} WHERE ${column}::text ILIKE $1 OR ${column}::text ILIKE $2`,
        [`%${member.username}%`, `%${member.email}%`],
      );
      if (Number(row!.n) > 0) found.push(`${name} holds the username or email`);
    }
  }
  return found;
}

async function count(sql: string, values: unknown[]): Promise<number> {
  const [row] = await stack.sql<{ n: string }>(sql, values);
  return Number(row!.n);
}

describe('delete my account', () => {
  it('erases the member everywhere, a stopped service catching up on return; the other party keeps the chat', async () => {
    const [member, other, stranger] = [
      await newMember(stack, clients, 'del'),
      await newMember(stack, clients, 'dot'),
      await newMember(stack, clients, 'dst'),
    ];
    await fillEveryService(stack, clients, member, other, stranger);
    // The edge keeps follower counts once shown; the erasure's removed follows must reach it.
    const followers = async () => {
      const list = await stack.post('/member/index/userlist', { page: 1 }, { token: stranger.token });
      return (list.data.data as Array<{ id: number; likecount: number }>).find((m) => m.id === other.id)?.likecount;
    };
    expect(await followers()).toBe(2);
    await stack.post('/member/data/export', { password: 'Passw0rd!' }, { token: member.token });
    const exported = await eventually(
      () => stack.post('/member/data/exports', {}, { token: member.token }),
      (answer) => answer.data.exports[0]?.state === 'ready',
      20_000,
    );
    const exportKey = (
      await stack.sql<{ object_key: string }>('SELECT object_key FROM media_svc.member_exports WHERE id = $1', [
        exported.data.exports[0].id,
      ])
    )[0]!.object_key;
    const objectKeys = [
      ...(await stack.sql<{ key: string }>('SELECT key FROM media_svc.objects WHERE user_id = $1', [member.id])).map(
        (o) => o.key,
      ),
      exportKey,
    ];
    expect(objectKeys).toHaveLength(4);
    expect(await stack.objectKeys()).toEqual(expect.arrayContaining(objectKeys));

    expect(
      await stack.post('/member/data/delete', { password: 'wrong-password' }, { token: member.token }),
    ).toMatchObject({
      status: -400,
      msg: 'error.wrong_password',
    });
    // Social is down when the grace period ends: the others erase, social catches up on return.
    const startSocialAgain = await stack.stopSocial();
    expect(await stack.post('/member/data/delete', { password: 'Passw0rd!' }, { token: member.token })).toMatchObject({
      status: 200,
      data: { pending: true },
    });
    expect((await stack.post('/member/index/userinfo', {}, { token: member.token })).status).toBe(-401);
    const erased = (sql: string) =>
      eventually(
        () => count(sql, [member.id]),
        (n) => n === 0,
        10_000,
      );
    expect(await erased('SELECT count(*) AS n FROM user_svc.accounts WHERE id = $1 AND erased_at IS NULL')).toBe(0);
    expect(await erased('SELECT count(*) AS n FROM messaging_svc.contacts WHERE owner_id = $1')).toBe(0);
    expect(await erased('SELECT count(*) AS n FROM media_svc.objects WHERE user_id = $1')).toBe(0);
    expect(
      await erased(
        `SELECT count(*) AS n FROM commerce_svc.gift_sends WHERE giver_id = $1 AND giver_name <> 'deleted member'`,
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) AS n FROM social_svc.follows WHERE follower_id = $1', [member.id])).toBe(1);

    await startSocialAgain();
    expect(await erased('SELECT count(*) AS n FROM social_svc.follows WHERE follower_id = $1 OR target_id = $1')).toBe(
      0,
    );
    expect(await traces(member)).toEqual([]);
    expect(await eventually(followers, (n) => n === 1, 10_000)).toBe(1);
    const left = await stack.objectKeys();
    expect(left.filter((key) => objectKeys.includes(key) || key.includes(`/${member.id}/`))).toEqual([]);
    expect(
      await stack.sql('SELECT username, email, password_hash FROM user_svc.accounts WHERE id = $1', [member.id]),
    ).toEqual([{ username: `deleted-${member.id}`, email: `deleted-${member.id}`, password_hash: '' }]);

    // The other party's chat and mail still read, from "deleted member".
    const history = await clients.messaging.ListHistory({ user_id: other.id, contact: member.id });
    expect(history.messages.map((m) => m.content)).toEqual([
      `chat from ${member.username}`,
      `chat back from ${other.username}`,
    ]);
    expect((await clients.user.GetMembers({ ids: [member.id], with_erased: true })).members[0]).toMatchObject({
      username: 'deleted member',
    });
    const mails = await stack.post('/member/email/emaillist', {}, { token: other.token });
    expect(mails.data.list.find((m: { msg: string }) => m.msg === 'mail from subject')).toMatchObject({
      sendername: 'deleted member',
    });

    // The name is free again; the old credentials open nothing.
    expect(
      (await stack.post('/member/index/login', { account: member.username, password: 'Passw0rd!' })).status,
    ).not.toBe(200);
    expect((await newMember(stack, clients, 'reuse')).id).toBeGreaterThan(0);
  }, 90_000);

  it('a replayed erasure repeats nothing: every table holds the same rows after the cursors start over', async () => {
    const member = await newMember(stack, clients, 'rep');
    const other = await newMember(stack, clients, 'rpo');
    await fillEveryService(stack, clients, member, other, await newMember(stack, clients, 'rps'));
    await stack.post('/member/data/delete', { password: 'Passw0rd!' }, { token: member.token });
    await eventually(
      () => count('SELECT count(*) AS n FROM social_svc.follows WHERE follower_id = $1', [member.id]),
      (n) => n === 0,
      10_000,
    );
    await eventually(
      () => count('SELECT count(*) AS n FROM media_svc.objects WHERE user_id = $1', [member.id]),
      (n) => n === 0,
      10_000,
    );
    // Cursors are how far a follower has read, not member data: the saved-search sweep moves its own
    // over the account events whenever its timer runs.
    const snapshot = async () => {
      const tables = await stack.sql<{ s: string; t: string }>(
        `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
         WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE'
           AND table_name NOT IN ('event_cursors', 'saved_search_cursor', 'migrations')
         ORDER BY 1, 2`,
        [SCHEMAS],
      );
      const rows: Record<string, unknown> = {};
      for (const { s, t } of tables)
        rows[`${s}.${t}`] = await stack.sql(
          `SELECT md5(string_agg(x::text, ',' ORDER BY x::text)) AS h FROM "${s}"."${t}" x`,
        );
      return rows;
    };
    // Every service has applied the first erasure (social's and media's rows are not enough: commerce may
    // still be on it), so that the snapshot is of the erased state.
    const erasuresApplied = async () => {
      const last = Number(
        (await stack.sql<{ id: string }>('SELECT max(id) AS id FROM user_svc.account_events'))[0]!.id,
      );
      for (const schema of ['messaging_svc', 'commerce_svc', 'media_svc']) {
        await eventually(
          () =>
            count(
              `SELECT count(*) AS n FROM ${schema}.event_cursors WHERE name = 'account_erasure' AND last_id >= $1`,
              [last],
            ),
          (n) => n === 1,
          10_000,
        );
      }
    };
    await erasuresApplied();
    const before = await snapshot();
    for (const schema of ['messaging_svc', 'commerce_svc', 'media_svc']) {
      await stack.sql(`UPDATE ${schema}.event_cursors SET last_id = 0 WHERE name = 'account_erasure'`);
    }
    await erasuresApplied();
    expect(await snapshot()).toEqual(before);
  }, 90_000);
});
