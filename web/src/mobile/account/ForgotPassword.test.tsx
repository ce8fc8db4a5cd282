import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { renderMobile } from '../../testing/render';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub();
});
afterEach(() => server.restore());

it('checks the email, sends it and confirms', async () => {
  server.on('/member/index/forget', { status: 200, msg: 'forget.sent' });
  renderMobile('/m/Forgotpassword');
  await userEvent.type(await screen.findByLabelText(/^Email/), 'alice@example');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Email format error')).toBeInTheDocument();
  expect(server.calls).toHaveLength(0);
  await userEvent.type(screen.getByLabelText(/^Email/), '.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findAllByText('If the address belongs to an account, a reset link is on its way')).toHaveLength(
    2,
  );
  expect(server.callsTo('/member/index/forget')[0].fields).toEqual({ email: 'alice@example.com' });
});

it('shows the server format error (-1)', async () => {
  server.on('/member/index/forget', { status: -1, msg: 'error.email_format' });
  renderMobile('/m/Forgotpassword');
  await userEvent.type(await screen.findByLabelText(/^Email/), 'alice@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Email format error')).toBeInTheDocument();
});

it('the agreement shows the terms', async () => {
  renderMobile('/m/agreement');
  expect(await screen.findByText(/governed by the law of Hong Kong/)).toBeInTheDocument();
  expect(screen.getByText(/within 60 days/)).toBeInTheDocument();
});
