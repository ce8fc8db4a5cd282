import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';
import { currentPath, renderMobile } from '../../testing/render';
import { fromRecord, setSession } from '../../app/session';
import { chat } from '../../app/chat';

let server: FetchStub;
const originalSocket = globalThis.WebSocket;

function signIn(vip: number) {
  server.on('/member/index/userinfo', { status: 200, data: sessionRecord({ vip }) });
  setSession(fromRecord(sessionRecord({ vip })));
}

beforeEach(() => {
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/email/emaillist', { status: 200, data: { list: [], unread: 0 } });
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
});

it('counts the message up to 50 characters and refuses empty content', async () => {
  signIn(1);
  server.on('/member/email/released', { status: 200, msg: 'sent' });
  renderMobile('/m/home/email/send?to=bob');
  const content = await screen.findByRole('textbox', { name: /Message/ });
  expect(screen.getByRole('textbox', { name: /To \(username\)/ })).toHaveValue('bob');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText("Content can't be empty")).toBeInTheDocument();
  expect(server.callsTo('/member/email/released')).toHaveLength(0);

  await userEvent.type(content, 'x'.repeat(60));
  expect(content).toHaveValue('x'.repeat(50));
  expect(screen.getByText('50 of 50 characters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(server.callsTo('/member/email/released')).toHaveLength(1));
  expect(server.callsTo('/member/email/released')[0].fields).toEqual({
    email: 'bob',
    content: 'x'.repeat(50),
    idempotency_key: expect.stringMatching(/^[A-Za-z0-9_:.-]{8,128}$/),
  });
  await waitFor(() => expect(currentPath()).toBe('/m/home/email/list'));
});

it('answers -1 and -2 with user does not exist', async () => {
  signIn(1);
  server.on('/member/email/released', { status: -1, msg: 'error.user_not_found' });
  renderMobile('/m/home/email/send');
  await userEvent.type(await screen.findByRole('textbox', { name: /To \(username\)/ }), 'nobody');
  await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('User does not exist')).toBeInTheDocument();
});

it('tells a new account past its new contacts of the hour to wait, and stays on the mail', async () => {
  signIn(1);
  server.on('/member/email/released', { status: -429, msg: 'error.first_message_limit' });
  renderMobile('/m/home/email/send?to=bob');
  await userEvent.type(await screen.findByRole('textbox', { name: /Message/ }), 'hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(/You have started many new conversations/)).toBeInTheDocument();
  expect(currentPath()).toBe('/m/home/email/send');
});

it('needs Start_mail_dialog, except to customer service', async () => {
  signIn(0);
  server.on('/member/email/released', { status: 200, msg: 'sent' });
  renderMobile('/m/home/email/send?to=bob');
  await userEvent.type(await screen.findByRole('textbox', { name: /Message/ }), 'hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Writing mail to members needs a VIP membership')).toBeInTheDocument();
  expect(server.callsTo('/member/email/released')).toHaveLength(0);

  const to = screen.getByRole('textbox', { name: /To \(username\)/ });
  await userEvent.clear(to);
  await userEvent.type(to, 'service');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(server.callsTo('/member/email/released')).toHaveLength(1));
  expect(server.callsTo('/member/email/released')[0].fields.email).toBe('service');
});

it('sends a retried mail with the same idempotency key, and the next mail with a new one', async () => {
  signIn(1);
  const answers = [
    { status: -503, msg: 'error.unavailable' },
    { status: 200, msg: 'sent' },
  ];
  server.on('/member/email/released', () => answers.shift() ?? { status: 200, msg: 'sent' });
  renderMobile('/m/home/email/send?to=bob');
  await userEvent.type(await screen.findByRole('textbox', { name: /Message/ }), 'hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(server.callsTo('/member/email/released')).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(currentPath()).toBe('/m/home/email/list'));
  const [first, retry] = server.callsTo('/member/email/released').map((call) => call.fields.idempotency_key);
  expect(retry).toBe(first);
});
