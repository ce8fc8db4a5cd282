import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { giveGift } from './giftApi';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub();
});
afterEach(() => server.restore());

it('tells a gift message to one who accepts no new conversation apart from an unknown recipient', async () => {
  const give = () => giveGift({ username: 'closed', giftId: 1, number: 1, message: 'with love' });
  server.on('/member/gift/gift_giving', { status: -2, msg: 'error.chat_closed' });
  expect(await give()).toEqual({ ok: false, reason: 'failed', msg: 'error.chat_closed' });
  server.on('/member/gift/gift_giving', { status: -2, msg: 'error.blocked' });
  expect(await give()).toEqual({ ok: false, reason: 'failed', msg: 'error.blocked' });
  server.on('/member/gift/gift_giving', { status: -1, msg: 'error.user_not_found' });
  expect(await give()).toEqual({ ok: false, reason: 'user_not_found', msg: 'error.user_not_found' });
});
