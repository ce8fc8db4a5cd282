import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

const none = { state: 'none', reason: '', submit_time: 0, decide_time: 0 };

it('shows the pose asked and sends the selfie in it; then the request waits', async () => {
  server = signIn();
  server
    .on('/member/verification/status', { status: 200, data: none })
    .on('/member/verification/start', {
      status: 200,
      data: { pose: 'touch_ear', expire_time: Math.floor(Date.now() / 1000) + 900 },
    })
    .on('/member/verification/submit', { status: 200, data: { ...none, state: 'pending', submit_time: 1 } });
  renderMobile('/m/home/my/setup/verification');
  await userEvent.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 5000 }));
  expect(await screen.findByText('Touch your ear with one hand')).toBeVisible();
  const selfie = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
  await userEvent.upload(screen.getByLabelText('Take or choose the selfie'), selfie);
  expect(await screen.findByText(/Your selfie is waiting for our team/)).toBeVisible();
  const [sent] = server.callsTo('/member/verification/submit');
  expect(sent).toMatchObject({ kind: 'multipart', fields: { pose: 'touch_ear', file: 'file:me.jpg:image/jpeg:4' } });
});

it('asks for an approved profile photo first', async () => {
  server = signIn();
  server.on('/member/verification/status', { status: 200, data: none }).on('/member/verification/start', {
    status: -422,
    msg: 'error.validation_failed',
    data: { errors: { avatar: 'approved_photo_required' } },
  });
  renderMobile('/m/home/my/setup/verification');
  await userEvent.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 5000 }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Add a profile photo and wait until it is approved, then ask again.',
  );
});

it('says why staff refused, in traditional Chinese, and lets the member try again', async () => {
  server = signIn();
  server.on('/member/verification/status', {
    status: 200,
    data: { state: 'refused', reason: '看不到姿勢', submit_time: 1, decide_time: 2 },
  });
  renderMobile('/m/home/my/setup/verification', 'zhtw');
  expect(await screen.findByText('你的申請未通過：看不到姿勢', undefined, { timeout: 5000 })).toBeVisible();
  expect(screen.getByRole('button', { name: '重新申請' })).toBeVisible();
  await waitFor(() => expect(document.title).toContain('申請認證'));
});
