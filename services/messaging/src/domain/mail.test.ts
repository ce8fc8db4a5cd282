import { InputError, NotAllowedError, NotFoundError, RefusedError } from '@kindred/kit';
import { checkMayMail, checkMayRead, cleanMailContent, mayRead } from './mail';
import { Mailbox } from './mailbox';
import { Reach } from './reach';
import type { Sender } from './members';
import type { MailRow, MailStore } from '../store/mailStore';

const vip0: Sender = { user_id: 10, vip: 0, sex: 1, authorities: [] };
const vip1: Sender = { user_id: 11, vip: 1, sex: 1, authorities: ['Start_mail_dialog', 'Read_mails'] };

it('takes 1-50 characters after trimming, counting CJK as one each', () => {
  expect(cleanMailContent('  hello ')).toBe('hello');
  expect(cleanMailContent('你'.repeat(50))).toHaveLength(50);
  expect(() => cleanMailContent('   ')).toThrow(InputError);
  expect(() => cleanMailContent('x'.repeat(51))).toThrow(InputError);
});

it('needs Start_mail_dialog except to or from customer service', () => {
  expect(() => checkMayMail(vip0, 11)).toThrow(NotAllowedError);
  expect(() => checkMayMail(vip0, 2)).not.toThrow();
  expect(() => checkMayMail({ ...vip0, user_id: 2 }, 11)).not.toThrow();
  expect(() => checkMayMail(vip1, 10)).not.toThrow();
  expect(() => checkMayMail(vip1, 11)).toThrow(RefusedError);
  expect(() => checkMayMail(vip1, 0)).toThrow(NotFoundError);
});

it('lets a reader without Read_mails read only customer-service mail', () => {
  expect(mayRead(vip0, 2)).toBe(true);
  expect(mayRead(vip0, 11)).toBe(false);
  expect(mayRead(vip1, 10)).toBe(true);
  expect(() => checkMayRead(vip0, 11)).toThrow(NotAllowedError);
});

it('lets customer service read the mail members send it', () => {
  const service: Sender = { user_id: 2, vip: 0, sex: 1, authorities: [] };
  expect(mayRead(service, 10)).toBe(true);
  expect(() => checkMayRead(service, 11)).not.toThrow();
});

describe('Mailbox and blocks', () => {
  const rows: Array<MailRow & { idempotencyKey: string }> = [];
  const store: MailStore = {
    insert: async (m) => {
      const row = { ...m, flagged: m.flagged === true, caution: m.caution ?? null, id: rows.length + 1, status: 0 };
      rows.push(row);
      return { row, startsContact: false };
    },
    findByKey: async (senderId, key) => rows.find((r) => r.senderId === senderId && r.idempotencyKey === key) ?? null,
    listFor: async (id) => ({
      rows: rows.filter((r) => r.recipientId === id),
      unread: rows.filter((r) => r.recipientId === id && r.status === 0).length,
    }),
    find: async (id) => rows.find((r) => r.id === id) ?? null,
    markRead: async () => undefined,
  };
  const blocked = new Set(['11:12']);
  const blocks = {
    blockedAmong: async (pairs: ReadonlyArray<readonly [number, number]>) => ({
      blocked: new Set(pairs.map(([a, b]) => (a < b ? `${a}:${b}` : `${b}:${a}`)).filter((key) => blocked.has(key))),
      unknown: new Set<string>(),
    }),
  };
  const reach = new Reach({ blocks, conversationUnderWay: async () => false });
  const mailbox = new Mailbox(store, () => 1_700_000_000_000, reach);

  it('refuses mail between a blocked pair either way, stores nothing, and keeps customer service reachable', async () => {
    await expect(mailbox.send(vip1, 12, 'hello')).rejects.toMatchObject({ reason: 'blocked', kind: 'not_allowed' });
    await expect(mailbox.send({ ...vip1, user_id: 12 }, 11, 'hello')).rejects.toMatchObject({ reason: 'blocked' });
    expect(rows).toHaveLength(0);
    await expect(mailbox.send(vip1, 13, 'hello')).resolves.toMatchObject({ recipientId: 13 });
    await expect(mailbox.send(vip1, 2, 'help')).resolves.toMatchObject({ recipientId: 2 });
  });
});

describe('Mailbox idempotency', () => {
  const rows: Array<MailRow & { idempotencyKey: string }> = [];
  const store: MailStore = {
    insert: async (m) => {
      const row = { ...m, flagged: m.flagged === true, caution: m.caution ?? null, id: rows.length + 1, status: 0 };
      rows.push(row);
      return { row, startsContact: false };
    },
    findByKey: async (senderId, key) => rows.find((r) => r.senderId === senderId && r.idempotencyKey === key) ?? null,
    listFor: async () => ({ rows: [], unread: 0 }),
    find: async () => null,
    markRead: async () => undefined,
  };
  const mailbox = new Mailbox(store, () => 1_700_000_000_000);

  it('answers a retried send with the mail stored the first time, and keys are per sender', async () => {
    const first = await mailbox.send(vip1, 13, 'hello', 'mail-key-1');
    await expect(mailbox.send(vip1, 13, 'hello', 'mail-key-1')).resolves.toEqual(first);
    await mailbox.send({ ...vip1, user_id: 14 }, 13, 'hello', 'mail-key-1');
    await mailbox.send(vip1, 13, 'hello');
    await mailbox.send(vip1, 13, 'hello');
    expect(rows).toHaveLength(4);
  });
});

describe('Mailbox wording check (docs/safety.md)', () => {
  const rows: MailRow[] = [];
  const store: MailStore = {
    insert: async (m) => {
      const row = { ...m, flagged: m.flagged === true, caution: m.caution ?? null, id: rows.length + 1, status: 0 };
      rows.push(row);
      return { row, startsContact: false };
    },
    findByKey: async () => null,
    listFor: async () => ({ rows: [], unread: 0 }),
    find: async (id) => rows.find((r) => r.id === id) ?? null,
    markRead: async () => undefined,
  };
  const counted: string[] = [];
  const mailbox = new Mailbox(
    store,
    () => 1_700_000_000_000,
    undefined,
    undefined,
    (surface, outcome) => counted.push(`${surface}:${outcome}`),
  );

  it('refuses a flagged mail until the sender confirms it, then stores it flagged', async () => {
    await expect(mailbox.send(vip1, 13, '幹你娘')).rejects.toMatchObject({ reason: 'wording_check', kind: 'refused' });
    expect(rows).toHaveLength(0);
    await expect(mailbox.send(vip1, 13, '幹你娘', '', true)).resolves.toMatchObject({ flagged: true });
    await expect(mailbox.send(vip1, 13, 'hello', '', true)).resolves.toMatchObject({ flagged: false });
    expect(counted).toEqual(['mail:shown', 'mail:overridden']);
  });

  it("gives a received mail to its recipient only, as a report's evidence", async () => {
    await expect(mailbox.received({ ...vip1, user_id: 13 }, 1)).resolves.toMatchObject({ content: '幹你娘' });
    await expect(mailbox.received({ ...vip1, user_id: 14 }, 1)).rejects.toMatchObject({ reason: 'message_not_found' });
  });
});
