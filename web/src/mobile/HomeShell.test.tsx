import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../testing/fetchStub';
import { FakeSocket } from '../testing/fakeSocket';
import { currentPath, renderMobile } from '../testing/render';
import { fromRecord, getSession, setSession } from '../app/session';
import { chat } from '../app/chat';
import { tabOf } from './HomeShell';

let server: FetchStub;
const originalSocket = globalThis.WebSocket;
beforeEach(() => {
  FakeSocket.instances = [];
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: initData })
    .on('/member/index/userinfo', () => ({
      status: 200,
      data: sessionRecord({ ...JSON.parse(window.localStorage.getItem('record') ?? '{}') }),
    }))
    .on('/member/index/logout', { status: 200 })
    .on('/member/index/userlist', { status: 200, data: { data: [], user: { vip: 1 }, last_page: 1 } });
});
afterEach(() => {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
});

function signedIn(overrides: Record<string, unknown> = {}) {
  window.localStorage.setItem('record', JSON.stringify(overrides));
  setSession(fromRecord(sessionRecord(overrides)));
}

it('maps paths to tabs', () => {
  expect(tabOf('/m/home/index')).toBe('index');
  expect(tabOf('/m/home/trend/list')).toBe('newsfeed');
  expect(tabOf('/m/home/chat/index')).toBe('message');
  expect(tabOf('/m/home/my/setup/lang')).toBe('mine');
});

it('sends a signed-out visitor to login', async () => {
  renderMobile('/m/home/my/setup/index');
  await waitFor(() => expect(currentPath()).toBe('/m/login'));
});

it('shows only the pending notice to an account under review, whose sign-out works', async () => {
  signedIn({ status: 2 });
  renderMobile('/m/home/index');
  expect(await screen.findByText('Your account is under review')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
  await waitFor(() => expect(currentPath()).toBe('/m/login'));
  expect(server.callsTo('/member/index/logout')).toHaveLength(1);
  expect(getSession()).toBeNull();
});

it('opens the live connection and shows the unread total on the Message tab', async () => {
  signedIn();
  renderMobile('/m/home/index');
  const bar = await screen.findByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = FakeSocket.latest();
  // A single-use ticket, never the session token, is in the socket's URL.
  expect(socket.url).toMatch(/\/socket\?ticket=tik-alice$/);
  act(() => {
    socket.open();
    socket.push({
      status: 'success',
      opt: 0,
      data: { list: [{ uid: 9, username: 'bob', count: 4, content: 'hi', create_time: 1 }], total: 4 },
    });
  });
  expect(within(bar).getByRole('img', { name: '4 unread' })).toBeInTheDocument();
  await act(async () => {
    socket.push({
      status: 'success',
      opt: 1,
      data: { mid: 1, type: 'txt', content: 'again', img: '', sender_id: 9, reciver_id: 7, create_time: 2 },
    });
  });
  expect(within(bar).getByRole('img', { name: '5 unread' })).toBeInTheDocument();
  expect(screen.getByText('New message from bob')).toBeInTheDocument();
});

describe('setup', () => {
  it('saves the signature with a 30-character counter', async () => {
    signedIn();
    server.on('/member/index/changesignature', { status: 200, msg: 'saved' });
    renderMobile('/m/home/my/setup/changesignature');
    const field = await screen.findByLabelText('Signature');
    expect(field).toHaveValue('hello');
    await userEvent.clear(field);
    await userEvent.type(field, 'x'.repeat(35));
    expect(field).toHaveValue('x'.repeat(30));
    expect(screen.getByText('30/30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toBe('/m/home/my/setup/index'));
    expect(server.callsTo('/member/index/changesignature')[0].fields).toEqual({
      signature: 'x'.repeat(30),
    });
    expect(getSession()?.signature).toBe('x'.repeat(30));
  });

  it('changes the language and keeps it for the next visit', async () => {
    signedIn();
    const { i18n } = renderMobile('/m/home/my/setup/lang');
    await userEvent.click(await screen.findByRole('radio', { name: '繁體中文' }));
    await waitFor(() => expect(i18n.language).toBe('zhtw'));
    expect(window.localStorage.getItem('lang')).toBe('zhtw');
    expect(await screen.findByRole('heading', { name: '語言' })).toBeInTheDocument();
  });

  it('changes the password: confirmation must match, status 0 is a wrong old password', async () => {
    signedIn();
    server.on('/member/index/changepwd', (fields) =>
      fields.oldpassword === 'right12' ? { status: 200 } : { status: 0, msg: 'error.wrong_password' },
    );
    renderMobile('/m/home/my/setup/changepwd');
    await userEvent.type(await screen.findByLabelText(/^Current password/), 'wrong12');
    await userEvent.type(screen.getByLabelText(/^New password/), 'newpass1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'newpass2');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(server.callsTo('/member/index/changepwd')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Old password incorrect')).not.toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^Current password/));
    await userEvent.type(screen.getByLabelText(/^Current password/), 'right12');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentPath()).toBe('/m/home/my/setup/index'));
    expect(server.callsTo('/member/index/changepwd')[1].fields).toMatchObject({
      oldpassword: 'right12',
      newpassword: 'newpass1',
    });
  });

  it('signs out through the server and clears the session', async () => {
    signedIn();
    renderMobile('/m/home/my/setup/index');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentPath()).toBe('/m/login'));
    expect(server.callsTo('/member/index/logout')[0]).toMatchObject({ fields: {}, session: 'member' });
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('authority')).toBeNull();
  });
});
