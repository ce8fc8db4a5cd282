import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile, visited } from '../../testing/render';
import { getSession } from '../../app/session';
import { listsWithout, signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
const url = '/media/posts/7/0f8fad5b-d9cb-469f-a165-70867728950e.png';
const picture = (type = 'image/png', size = 2048) => new File([new Uint8Array(size)], 'beach.png', { type });

function serveRelease() {
  server
    .on('/member/index/uploads', { status: 200, data: { url, width: 800, height: 600 } })
    .on('/member/trend/released', { status: 200, msg: 'sent', data: {} })
    .on('/member/photo/released', { status: 200, msg: 'saved', data: { img: url, pid: 3, create_time: 1 } })
    .on('/member/trend/trend', { status: 200, data: { data: [], current_page: 1, last_page: 1, total: 0 } });
}

async function open() {
  renderMobile('/m/home/trend/new');
  return screen.findByRole('textbox', { name: 'What is on your mind?' }, { timeout: 5000 });
}

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => signOutAfterTest(server));

it('posts text, counts the post and returns to the newsfeed', async () => {
  server = signIn({ newfeedcount: 3 });
  serveRelease();
  await userEvent.type(await open(), '  Hello Taipei  ');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(visited).toContain('/m/home/trend/list'));
  expect(server.callsTo('/member/trend/released')[0].fields).toEqual({
    content: 'Hello Taipei',
    img: '',
  });
  expect(server.callsTo('/member/index/uploads')).toHaveLength(0);
  expect(server.callsTo('/member/photo/released')).toHaveLength(0);
  expect(getSession()?.newfeedcount).toBe(4);
  expect(screen.getByText('Sent')).toBeInTheDocument();
});

it('keeps a post to 500 characters with a live counter', async () => {
  server = signIn();
  serveRelease();
  const field = await open();
  await userEvent.click(field);
  await userEvent.paste('a'.repeat(499));
  expect(screen.getByText('499 of 500 characters')).toBeInTheDocument();
  await userEvent.paste('bcd');
  expect(field).toHaveValue(`${'a'.repeat(499)}b`);
  expect(screen.getByText('500 of 500 characters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(server.callsTo('/member/trend/released')).toHaveLength(1));
  expect(server.callsTo('/member/trend/released')[0].fields.content).toHaveLength(500);
});

it('refuses an empty post', async () => {
  server = signIn();
  serveRelease();
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(screen.getByText("Content can't be empty")).toBeInTheDocument();
  expect(server.callsTo('/member/trend/released')).toHaveLength(0);
});

it('uploads the picture, posts its url, then adds it to the album', async () => {
  server = signIn();
  serveRelease();
  await userEvent.type(await open(), 'Beach day');
  await userEvent.upload(screen.getByLabelText('Picture for the post'), picture());
  expect(screen.getByRole('img', { name: 'Picture of the post' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(server.callsTo('/member/photo/released')).toHaveLength(1));
  expect(server.callsTo('/member/index/uploads')[0].fields).toEqual({
    file: 'file:beach.png:image/png:2048',
  });
  expect(server.callsTo('/member/trend/released')[0].fields).toMatchObject({ content: 'Beach day', img: url });
  expect(server.callsTo('/member/photo/released')[0].fields).toMatchObject({ img: url });
  const order = server.calls.map((call) => call.path).filter((path) => /uploads|released/.test(path));
  expect(order).toEqual(['/member/index/uploads', '/member/trend/released', '/member/photo/released']);
});

it.each([
  ['outOfSize', 'The picture is larger than 10 MB'],
  ['onlyImg', 'Only pictures can be uploaded (gif, jpg, png)'],
  ['something_else', 'Upload failed, please try again'],
])('shows the upload refusal %s and posts nothing', async (code, text) => {
  server = signIn();
  serveRelease();
  server.on('/member/index/uploads', {
    status: -422,
    msg: 'error.validation_failed',
    data: { errors: { file: code } },
  });
  await open();
  await userEvent.upload(screen.getByLabelText('Picture for the post'), picture());
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(server.callsTo('/member/trend/released')).toHaveLength(0);
});

it('rejects a file that is not a picture before uploading', async () => {
  server = signIn();
  serveRelease();
  await open();
  await userEvent.upload(
    screen.getByLabelText('Picture for the post'),
    new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    { applyAccept: false },
  );
  expect(screen.getByText('Only pictures can be uploaded (gif, jpg, png)')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Picture of the post' })).toBeNull();
});

it('says send failed when the post is refused', async () => {
  server = signIn();
  serveRelease();
  server.on('/member/trend/released', { status: -500, msg: 'error.something_new' });
  await userEvent.type(await open(), 'Hi');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('Send failed')).toBeInTheDocument();
  expect(visited).not.toContain('/m/home/trend/list');
});

it('refuses posting without Allows_newsfeed_to_be_sent, offering the upgrade', async () => {
  server = signIn({ vip: 0 }, listsWithout('Allows_newsfeed_to_be_sent'));
  serveRelease();
  await userEvent.type(await open(), 'Hi');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(screen.getByText('no permission!')).toBeInTheDocument();
  // The design system's toast action is an anchor without href (no link role): found by its text.
  await userEvent.click(screen.getByText('Upgrade'));
  await waitFor(() => expect(visited).toContain('/m/home/upgrade/index'));
  expect(server.callsTo('/member/trend/released')).toHaveLength(0);
});

it('refuses a picture without Upload_photo', async () => {
  server = signIn({ vip: 0 }, listsWithout('Upload_photo'));
  serveRelease();
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Add a picture' }));
  expect(screen.getByText('no permission!')).toBeInTheDocument();
  expect(server.callsTo('/member/index/uploads')).toHaveLength(0);
});
