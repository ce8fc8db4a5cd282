import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';
import { getSession } from '../../app/session';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
let pictureSize = { width: 600, height: 400 };

// jsdom decodes no pictures and draws nothing: report a size, fire onload, and hand out a PNG blob.
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:avatar');
  URL.revokeObjectURL = jest.fn();
  Object.defineProperty(window.HTMLImageElement.prototype, 'naturalWidth', {
    configurable: true,
    get: () => pictureSize.width,
  });
  Object.defineProperty(window.HTMLImageElement.prototype, 'naturalHeight', {
    configurable: true,
    get: () => pictureSize.height,
  });
  Object.defineProperty(window.HTMLImageElement.prototype, 'src', {
    configurable: true,
    set(this: HTMLImageElement, value: string) {
      this.setAttribute('src', value);
      setTimeout(() => this.onload?.(new Event('load')), 0);
    },
    get(this: HTMLImageElement) {
      return this.getAttribute('src') ?? '';
    },
  });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ drawImage: jest.fn() } as unknown as CanvasRenderingContext2D);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback) => callback(new Blob([new Uint8Array(512)], { type: 'image/png' })));
});
afterEach(() => signOutAfterTest(server));

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

async function cropAndUpload() {
  renderMobile('/m/home/my/setup/index');
  await userEvent.click(await screen.findByRole('button', { name: 'Change profile picture' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Change profile picture' });
  await userEvent.upload(
    within(dialog).getByLabelText('Choose a picture'),
    new File([new Uint8Array(2048)], 'me.jpg', { type: 'image/jpeg' }),
  );
  await flush();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  return dialog;
}

it('uploads the cropped PNG as img to uploadImg and takes the new avatar', async () => {
  pictureSize = { width: 600, height: 400 };
  server = signIn({ avatar: '' });
  server.on('/member/index/uploadImg', {
    status: 200,
    msg: 'saved',
    data: { url: '/media/avatars/7/new.png', avatar: '/media/avatars/7/new.png' },
  });
  const dialog = await cropAndUpload();
  expect(await within(dialog).findByText('Profile picture updated')).toBeInTheDocument();
  expect(server.callsTo('/member/index/uploadImg')[0].fields).toEqual({
    img: 'file:avatar.png:image/png:512',
  });
  expect(getSession()?.avatar).toBe('/media/avatars/7/new.png');
});

it.each([
  ['lowestPx', 'The picture must be at least 300 × 300 pixels'],
  ['onlyImg', 'Only pictures can be uploaded (gif, jpg, png)'],
  ['outOfSize', 'The picture is larger than 10 MB'],
  ['unexpected', 'Upload failed, please try again'],
])('shows the refusal %s from data.errors and offers a retry', async (code, text) => {
  pictureSize = { width: 600, height: 400 };
  server = signIn({ avatar: '/media/avatars/7/old.png' });
  server.on('/member/index/uploadImg', {
    status: -422,
    msg: 'error.validation_failed',
    data: { errors: { img: code } },
  });
  const dialog = await cropAndUpload();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(getSession()?.avatar).toBe('/media/avatars/7/old.png');
});

it('refuses a picture under 300 x 300 before uploading', async () => {
  pictureSize = { width: 200, height: 200 };
  server = signIn();
  renderMobile('/m/home/my/setup/index');
  await userEvent.click(await screen.findByRole('button', { name: 'Change profile picture' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Change profile picture' });
  await userEvent.upload(
    within(dialog).getByLabelText('Choose a picture'),
    new File([new Uint8Array(10)], 'small.png', { type: 'image/png' }),
  );
  await flush();
  expect(within(dialog).getByRole('alert')).toHaveTextContent('at least 300 × 300');
  expect(server.callsTo('/member/index/uploadImg')).toHaveLength(0);
});

it('shows the reason staff rejected the last avatar, then that the new one waits for review', async () => {
  pictureSize = { width: 600, height: 400 };
  server = signIn({ avatar: '/media/avatars/7/old.png' });
  const rejected = { id: 3, kind: 'avatar', img: '', state: 'rejected', reason: 'Not a photo of you' };
  let reviews = [{ ...rejected, create_time: 1, decide_time: 2 }];
  server.on('/member/photo/reviews', () => ({ status: 200, data: reviews }));
  server.on('/member/index/uploadImg', () => {
    const url = '/media/avatars/7/new.png';
    reviews = [
      { id: 4, kind: 'avatar', img: url, state: 'pending', reason: '', create_time: 3, decide_time: 0 },
      ...reviews,
    ];
    return { status: 200, msg: 'saved', data: { url, avatar: url, review: 'pending' } };
  });
  renderMobile('/m/home/my/setup/index');
  expect(
    await screen.findByText('Your avatar was not approved: Not a photo of you', undefined, { timeout: 5000 }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Change profile picture' }));
  const dialog = screen.getByRole('dialog', { name: 'Change profile picture' });
  await userEvent.upload(
    within(dialog).getByLabelText('Choose a picture'),
    new File([new Uint8Array(2048)], 'me.jpg', { type: 'image/jpeg' }),
  );
  await flush();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(await within(dialog).findByText('Profile picture updated')).toBeInTheDocument();
  expect(await screen.findByText(/^Your new avatar is waiting for review/)).toBeInTheDocument();
  expect(screen.queryByText(/Not a photo of you/)).not.toBeInTheDocument();
});
