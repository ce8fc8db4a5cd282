import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMobile } from '../../testing/render';
import type { FetchStub } from '../../testing/fetchStub';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;

beforeEach(() => {
  server = signIn({ avatar: '' })
    .on('/member/index/userdetail', {
      status: 200,
      data: { about: '', city: 'Tainan', interests: ['tea', 'jazz'], looking_for: '', height_cm: 0, languages: ['zh'] },
    })
    .on('/member/index/profile', { status: 200, data: null });
});
afterEach(() => signOutAfterTest(server));

it('shows what the profile misses, then saves the facts written', async () => {
  renderMobile('/m/home/my/setup/about');
  expect(await screen.findByRole('note', { name: 'Complete your profile' })).toHaveTextContent('Add a photo');
  expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('Tainan');
  expect(screen.getByRole('button', { name: 'Tea' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('textbox', { name: 'Other interests' })).toHaveValue('jazz');

  await userEvent.type(screen.getByRole('textbox', { name: 'About me' }), 'Weekend hiker.');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Looking for' }), 'Dating');
  await userEvent.click(screen.getByRole('button', { name: 'Hiking' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Your profile is saved')).toBeInTheDocument();
  await waitFor(() => expect(server.callsTo('/member/index/profile')).toHaveLength(1));
  expect(server.callsTo('/member/index/profile')[0]!.fields).toMatchObject({
    about: 'Weekend hiker.',
    city: 'Tainan',
    interests: 'tea,hiking,jazz',
    looking_for: 'dating',
    languages: 'zh',
  });
});

it('shows a refused field beside it', async () => {
  server.on('/member/index/profile', { status: -422, data: { errors: { height_cm: 'out_of_range' } } });
  renderMobile('/m/home/my/setup/about');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Height (cm)' }), '170');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Height (cm)' })).toBeInvalid());
});
