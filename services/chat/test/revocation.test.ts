import { isMessage, startChatStack, TestSocket, type ChatStack } from './harness';

/**
 * Revoked sessions close their sockets on every node at once (not at the rights refresh, set to an
 * hour here so that only the announcement through Redis can do it), and nothing is stored after.
 */
let stack: ChatStack;
let ports: number[];

beforeAll(async () => {
  stack = await startChatStack({ env: { CHAT_RIGHTS_REFRESH_SECONDS: '3600' } });
  ports = stack.nodes.map((n) => n.port);
});
afterAll(() => stack.stop());

it('logout closes that token’s sockets on both nodes at once; the member’s other session stays', async () => {
  const [a, b] = [await stack.member(1), await stack.member(1)];
  const other = (await stack.users.Login({ account: a.username, password: 'Passw0rd!' })).user!.token;
  const onNode1 = await TestSocket.join(ports[0]!, a);
  const onNode2 = await TestSocket.join(ports[1]!, a);
  const otherSession = await TestSocket.join(ports[1]!, { ...a, token: other });
  const peer = await TestSocket.join(ports[0]!, b);

  await stack.users.Logout({ token: a.token });
  expect((await onNode1.closedWith(2000)).code).toBe(4401);
  expect((await onNode2.closedWith(2000)).code).toBe(4401);

  // A frame sent on the revoked socket is refused: nothing is stored or delivered.
  onNode1.send({ opt: 1, contact: b.id, type: 'txt', msg: 'after logout' });
  otherSession.send({ opt: 1, contact: b.id, type: 'txt', msg: 'still signed in' });
  await peer.next(isMessage('still signed in'));
  expect(peer.frames.some(isMessage('after logout'))).toBe(false);
  expect(otherSession.closed).toBeNull();
  for (const s of [otherSession, peer]) s.close();
});

it('a password change closes the member’s other sessions’ sockets and keeps the one that changed it', async () => {
  const a = await stack.member(1);
  const second = (await stack.users.Login({ account: a.username, password: 'Passw0rd!' })).user!.token;
  const current = await TestSocket.join(ports[0]!, a);
  const elsewhere = await TestSocket.join(ports[1]!, { ...a, token: second });
  await stack.users.ChangePassword({
    user_id: a.id,
    oldpassword: 'Passw0rd!',
    newpassword: 'N3w-Passw0rd',
    keep_token: a.token,
  });
  expect((await elsewhere.closedWith(2000)).code).toBe(4401);
  current.send({ opt: 100, uid: a.id });
  await current.next((f) => f.opt === 0);
  expect(current.closed).toBeNull();
  current.close();
});

it('a suspension closes every socket of the member on both nodes at once', async () => {
  const a = await stack.member(1);
  const second = (await stack.users.Login({ account: a.username, password: 'Passw0rd!' })).user!.token;
  const sockets = [
    await TestSocket.join(ports[0]!, a),
    await TestSocket.join(ports[1]!, a),
    await TestSocket.join(ports[1]!, { ...a, token: second }),
  ];
  await stack.suspend(a.id);
  for (const socket of sockets) expect((await socket.closedWith(2000)).code).toBe(4401);
  await expect(TestSocket.connect(ports[0]!, a.token).then((s) => s.closedWith(2000))).resolves.toMatchObject({
    code: 4401,
  });
});
