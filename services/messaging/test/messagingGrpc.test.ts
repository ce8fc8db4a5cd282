import { NotAllowedError, createClient, createLogger, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { StoreMessageResults__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResults';
import type { ProtoGrpcType } from '@kindred/kit/generated/messaging';
import { readMessagingConfig, startMessagingService } from '../src';

/** The messaging service over gRPC on Postgres, as the edge (mail) and the chat nodes (chat) call it. */
describe('messaging over gRPC', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: Awaited<ReturnType<typeof startMessagingService>>;
  let messaging: ReturnType<
    typeof createClient<InstanceType<ProtoGrpcType['kindred']['messaging']['v1']['MessagingService']>>
  >;
  // Callers as the user service answers them (docs/product.md section 6): a vip 2 and a free member.
  const vip: Caller = {
    user_id: 501,
    vip: 2,
    sex: 1,
    status: 1,
    role: 'member',
    username: 'mailvip',
    totp_pending: false,
    authorities: [
      'Start_mail_dialog',
      'Continue_mail_dialog',
      'Read_mails',
      'Start_chat_dialog',
      'Continue_chat_dialog',
      'Read_chat_messages',
      'Send_chat_messages_for_free',
    ],
  };
  const free: Caller = {
    user_id: 502,
    vip: 0,
    sex: 0,
    status: 1,
    role: 'member',
    username: 'mailfree',
    totp_pending: false,
    authorities: ['Read_chat_messages', 'Continue_chat_dialog'],
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startMessagingService(
      readMessagingConfig({ DATABASE_URL: database.url, MESSAGING_HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
      { logger: createLogger('test', 'silent'), port: 0, metricsPort: null },
    );
    messaging = createClient(
      loadContract<ProtoGrpcType>('messaging').kindred.messaging.v1.MessagingService,
      `127.0.0.1:${service.port}`,
    );
  });

  afterAll(async () => {
    messaging?.close();
    await service?.stop();
    await database?.drop();
  });

  /** One batch on a StoreMessages stream, as a chat node sends it; resolves with its results. */
  function store(requests: Array<{ caller: Caller; contact: number; msg: string; ref: string }>) {
    const stream = messaging.raw.StoreMessages();
    const answered = new Promise<StoreMessageResults__Output>((resolve, reject) => {
      stream.once('data', resolve);
      stream.once('error', reject);
    });
    stream.write({
      requests: requests.map((r) => ({
        caller: r.caller,
        sender_id: r.caller.user_id,
        contact: r.contact,
        type: 'txt',
        msg: r.msg,
        img: '',
        client_ref: r.ref,
        message_ref: r.ref,
      })),
    });
    return answered.finally(() => stream.end());
  }

  it('delivers mail, keeps it unread until read, and a free member may not start a mail dialog', async () => {
    const sent = await messaging.SendMail({
      caller: vip,
      recipient_id: free.user_id,
      content: 'hello by mail',
      idempotency_key: 'mail-1',
    });
    expect(sent).toMatchObject({ sender_id: vip.user_id, msg: 'hello by mail' });
    const again = await messaging.SendMail({
      caller: vip,
      recipient_id: free.user_id,
      content: 'hello by mail',
      idempotency_key: 'mail-1',
    });
    expect(again.eid).toBe(sent.eid);

    // A free member sees that mail came, not what it says (Read_mails).
    const inbox = await messaging.ListMail({ caller: free, before_id: 0, limit: 10 });
    expect(inbox.unread).toBe(1);
    expect(inbox.mails).toHaveLength(1);
    expect(inbox.mails[0]).toMatchObject({ eid: sent.eid, locked: true, msg: '' });
    await expect(
      messaging.SendMail({ caller: free, recipient_id: vip.user_id, content: 'hi', idempotency_key: 'mail-2' }),
    ).rejects.toBeInstanceOf(NotAllowedError);

    // Customer service (id 2) is always reachable.
    const toService = await messaging.SendMail({
      caller: free,
      recipient_id: 2,
      content: 'to customer service',
      idempotency_key: 'mail-3',
    });
    expect(toService.sender_id).toBe(free.user_id);
  });

  it('stores a chat message from the stream, then lists it as contact and history until the chat is deleted', async () => {
    const { results } = await store([{ caller: vip, contact: free.user_id, msg: 'hello by chat', ref: 'ref-1' }]);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ client_ref: 'ref-1', outcome: 'stored', repeated: false });
    expect(JSON.parse(results[0]!.message_json)).toMatchObject({ content: 'hello by chat', sender_id: vip.user_id });

    // The same message ref again is the same message, not a second one.
    const resend = await store([{ caller: vip, contact: free.user_id, msg: 'hello by chat', ref: 'ref-1' }]);
    expect(resend.results[0]).toMatchObject({ outcome: 'stored', repeated: true });

    const contacts = await messaging.ListContacts({ user_id: free.user_id });
    expect(contacts.contacts).toEqual([
      expect.objectContaining({ uid: vip.user_id, count: 1, content: 'hello by chat' }),
    ]);
    const history = await messaging.ListHistory({
      user_id: free.user_id,
      contact: vip.user_id,
      before_create_time: 0,
      before_mid: 0,
    });
    expect(history.messages.map((m) => m.content)).toEqual(['hello by chat']);

    await messaging.MarkChatRead({ user_id: free.user_id, contact: vip.user_id });
    expect((await messaging.ListContacts({ user_id: free.user_id })).contacts[0]?.count).toBe(0);
    await messaging.DeleteChat({ user_id: free.user_id, contact: vip.user_id });
    expect((await messaging.ListContacts({ user_id: free.user_id })).contacts).toEqual([]);
  });

  it('refuses a free member opening a chat (no Start_chat_dialog)', async () => {
    const { results } = await store([{ caller: free, contact: 777, msg: 'hi', ref: 'ref-2' }]);
    expect(results[0]).toMatchObject({ outcome: 'not_allowed', reason: 'start_chat_not_allowed' });
    expect((await messaging.ListContacts({ user_id: free.user_id })).contacts).toEqual([]);
  });
});
