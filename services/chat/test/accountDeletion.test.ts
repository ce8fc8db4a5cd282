import { createClient, loadContract } from '@kindred/kit';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { startChatStack, TestSocket, type ChatStack } from './harness';

/**
 * "Delete my account" ends every session of the member and closes every socket on every node at
 * once (the rights refresh is an hour away here), before the grace period even starts to run.
 */
let stack: ChatStack;

beforeAll(async () => {
  stack = await startChatStack({ env: { CHAT_RIGHTS_REFRESH_SECONDS: '3600' } });
});
afterAll(() => stack.stop());

it('closes every socket of the member on both nodes within a second and refuses the token after', async () => {
  const memberData = createClient(loadContract<UserProto>('user').kindred.user.v1.MemberDataService, stack.userAddr);
  const [ports, a] = [stack.nodes.map((n) => n.port), await stack.member(1)];
  const second = (await stack.users.Login({ account: a.username, password: 'Passw0rd!' })).user!.token;
  const sockets = [await TestSocket.join(ports[0]!, a), await TestSocket.join(ports[1]!, { ...a, token: second })];
  try {
    const started = Date.now();
    await memberData.RequestAccountDeletion({ user_id: a.id, password: 'Passw0rd!' });
    for (const socket of sockets) expect([4401, 4403]).toContain((await socket.closedWith(1000)).code);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(TestSocket.connect(ports[0]!, a.token).then((s) => s.closedWith(2000))).resolves.toMatchObject({
      code: 4401,
    });
  } finally {
    memberData.close();
  }
});
