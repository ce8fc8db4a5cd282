import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { sendMail } from './mailApi';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub();
});
afterEach(() => server.restore());

it('tells a recipient who accepts no new conversation (or a blocked pair) apart from an unknown one', async () => {
  server.on('/member/email/released', { status: -2, msg: 'error.chat_closed' });
  expect(await sendMail('closed', 'hello')).toEqual({ ok: false, reason: 'failed', msg: 'error.chat_closed' });
  server.on('/member/email/released', { status: -403, msg: 'error.blocked' });
  expect(await sendMail('blocker', 'hello')).toEqual({ ok: false, reason: 'failed', msg: 'error.blocked' });
  server.on('/member/email/released', { status: -1, msg: 'error.user_not_found' });
  expect(await sendMail('gone', 'hello')).toEqual({ ok: false, reason: 'user_not_found', msg: 'error.user_not_found' });
});
