import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { HttpMember } from './journey';

const CARD = {
  card_fullName: 'Chaos',
  card_lastName: 'Tester',
  card_email: 'chaos@example.com',
  card_fullPhone: '+886 912 345 678',
  card_number: '4242 4242 4242 4242',
  exp_month: '12',
  exp_year: String(new Date().getUTCFullYear() + 3),
  cvv: '123',
  card_country: 'TW',
  card_state: 'Taipei',
  card_city: 'Taipei',
  card_address: '1 Main Road',
  card_ZipCode: '100',
};

/** Runs `work` over `items` with at most `width` at once. */
export async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}

/**
 * The campaign's members, registered through the edge and made silver through the user service
 * (silver members may start chats and post); the HTTP members also top up their credits by card.
 */
export async function createMembers(options: {
  chatting: number;
  browsing: number;
  edges: () => number[];
  userAddr: string;
}) {
  const users = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, options.userAddr, {
    deadlineMs: 30_000,
  });
  const run = Date.now().toString(36);
  const total = options.chatting + options.browsing;
  const members = await inBatches(Array.from({ length: total }), 6, async (_, i) => {
    const member = new HttpMember(`c${run}${i}`, options.edges);
    const answer = await member.call('/member/index/register', {
      username: member.username,
      email: `${member.username}@example.com`,
      password: 'Passw0rd!',
      sex: i % 2,
      birthday: Date.UTC(1990, 0, 1),
      country: 'TW',
    });
    if (answer.status !== 200) throw new Error(`register: ${answer.status} ${answer.msg}`);
    member.token = answer.data.token;
    member.id = Number(answer.data.id);
    await users.ExtendMembership({
      user_id: member.id,
      tier: 1,
      months: 1,
      idempotency_key: `chaos-${member.username}`,
    });
    return member;
  });
  users.close();
  const browsing = members.slice(options.chatting);
  await inBatches(browsing, 4, async (member) => {
    const session = await member.call('/member/pay/generateuuid', {});
    const paid = await member.call('/member/Pay/pay', {
      guid: session.data.guid,
      order_type: 1,
      pay_type: 4,
      income: '100.00',
      ...CARD,
    });
    if (paid.data?.type !== 'ok') throw new Error(`top-up: ${paid.status} ${paid.msg}`);
  });
  return { chatting: members.slice(0, options.chatting), browsing };
}
