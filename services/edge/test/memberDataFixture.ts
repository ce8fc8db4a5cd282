import sharp from 'sharp';
import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { ProtoGrpcType as CommerceProto } from '@kindred/kit/generated/commerce';
import type { ProtoGrpcType as MediaProto } from '@kindred/kit/generated/media';
import type { ProtoGrpcType as MessagingProto } from '@kindred/kit/generated/messaging';
import type { StoreMessageResults__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResults';
import type { Stack } from './stack';

export interface TestMember {
  id: number;
  username: string;
  email: string;
  token: string;
}

/** gRPC clients of the services, for data the HTTP API makes slowly (chats, credits, pictures). */
export function serviceClients(stack: Stack, messagingAddress: string) {
  return {
    user: createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, stack.addresses.user),
    commerce: createClient(
      loadContract<CommerceProto>('commerce').kindred.commerce.v1.CommerceService,
      stack.addresses.commerce,
    ),
    media: createClient(loadContract<MediaProto>('media').kindred.media.v1.MediaService, stack.addresses.media),
    messaging: createClient(
      loadContract<MessagingProto>('messaging').kindred.messaging.v1.MessagingService,
      messagingAddress,
    ),
  };
}
export type ServiceClients = ReturnType<typeof serviceClients>;

let n = 0;

/** A registered silver member (chats, mails and pictures allowed). */
export async function newMember(stack: Stack, clients: ServiceClients, prefix: string): Promise<TestMember> {
  const username = `${prefix}${n++}x${Date.now() % 100000}`;
  const email = `${username}@example.com`;
  const answer = await stack.post('/member/index/register', {
    username,
    email,
    password: 'Passw0rd!',
    sex: n % 2,
    birthday: Date.UTC(1990, 0, 1),
    country: 'TW',
  });
  if (answer.status !== 200) throw new Error(`register: ${answer.status} ${answer.msg}`);
  const id = Number(answer.data.id);
  await clients.user.ExtendMembership({ user_id: id, tier: 1, months: 1, idempotency_key: `vip-${id}` });
  return { id, username, email, token: await stack.login(username) };
}

const picture = (size: number, seed: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: seed % 255, g: 80, b: 160 } } })
    .png()
    .toBuffer();

/** Stores chat messages as a chat node does (one StoreMessages stream, one batch). */
async function chat(stack: Stack, clients: ServiceClients, from: TestMember, to: TestMember, msg: string) {
  const caller = await clients.user.Authenticate({ token: from.token });
  const stream = clients.messaging.raw.StoreMessages();
  const answered = new Promise<StoreMessageResults__Output>((resolve, reject) => {
    stream.once('data', resolve);
    stream.once('error', reject);
  });
  stream.write({ requests: [{ caller, contact: to.id, type: 'txt', msg, client_ref: `r${n++}` }] });
  const { results } = await answered;
  stream.end();
  if (results[0]?.outcome !== 'stored') throw new Error(`chat not stored: ${JSON.stringify(results[0])}`);
}

async function expectOk(answer: Promise<{ status: number; msg: string }>, what: string) {
  const settled = await answer;
  if (settled.status !== 200) throw new Error(`${what}: ${settled.status} ${settled.msg}`);
}

/**
 * Gives `subject` data in every service, partly with `other`; `stranger` and `other` also exchange
 * private things that must never reach the subject's export.
 */
export async function fillEveryService(
  stack: Stack,
  clients: ServiceClients,
  subject: TestMember,
  other: TestMember,
  stranger: TestMember,
) {
  const { token } = subject;
  await expectOk(
    stack.post(
      '/member/index/savesettings',
      { general: 1, ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1])), form11: 'never' },
      { token },
    ),
    'settings',
  );
  await expectOk(stack.post('/member/like/like', { target_id: other.id }, { token }), 'follow');
  await expectOk(stack.post('/member/like/like', { target_id: subject.id }, { token: other.token }), 'follow back');
  await expectOk(
    stack.post('/member/like/like', { target_id: other.id }, { token: stranger.token }),
    'stranger follow',
  );
  const post = await clients.media.Upload({
    user_id: subject.id,
    kind: 'post',
    content: await picture(64, subject.id),
  });
  await expectOk(
    stack.post('/member/trend/released', { content: `post by ${subject.username}`, img: post.url }, { token }),
    'post',
  );
  await clients.media.AddPhoto({ user_id: subject.id, content: await picture(80, subject.id + 1), filename: 'p.png' });
  await clients.media.UploadAvatar({
    user_id: subject.id,
    kind: 'avatar',
    content: await picture(320, subject.id + 2),
  });
  await chat(stack, clients, subject, other, `chat from ${subject.username}`);
  await chat(stack, clients, other, subject, `chat back from ${other.username}`);
  await chat(stack, clients, other, stranger, 'secret chat between the two others');
  await expectOk(
    stack.post('/member/email/released', { email: other.username, content: 'mail from subject' }, { token }),
    'mail',
  );
  await expectOk(
    stack.post(
      '/member/email/released',
      { email: subject.username, content: 'mail to subject' },
      { token: other.token },
    ),
    'mail back',
  );
  await expectOk(
    stack.post(
      '/member/email/released',
      { email: other.username, content: 'secret mail from the stranger' },
      { token: stranger.token },
    ),
    'stranger mail',
  );
  for (const member of [subject, other, stranger]) {
    await clients.commerce.Credit({
      user_id: member.id,
      amount: '500.00',
      reason: 'adjustment',
      ref_type: 'test',
      ref_id: 'fill',
      idempotency_key: `fill-credit-${member.id}`,
    });
  }
  const gift = (from: TestMember, to: TestMember, message: string) =>
    expectOk(
      stack.post(
        '/member/gift/gift_giving',
        { username: to.username, giftid: 1, number: 1, message },
        { token: from.token },
      ),
      'gift',
    );
  await gift(subject, other, 'gift from subject');
  await gift(other, subject, 'gift to subject');
  await gift(stranger, other, 'secret gift message of the stranger');
  const guid = (await stack.post('/member/pay/generateuuid', {}, { token })).data.guid;
  await expectOk(
    stack.post('/member/Pay/pay', { guid, order_type: 1, pay_type: 1, packege_id: 1 }, { token, json: true }),
    'order',
  );
  await expectOk(stack.post('/member/reports/reports', { userid: stranger.id, type: 1 }, { token }), 'report');
}
