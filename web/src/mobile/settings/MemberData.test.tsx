import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '../../testing/fetchStub';
import { renderMobile, visited } from '../../testing/render';
import { getSession } from '../../app/session';
import { signIn, signOutAfterTest } from '../profile/screenTesting';

let server: FetchStub;
afterEach(() => signOutAfterTest(server));

const ready = {
  id: 7,
  state: 'ready',
  request_time: 1_790_000_000,
  ready_time: 1_790_000_060,
  expire_time: 1_790_604_860,
  size: 2048,
  download_time: 0,
  by_staff: false,
};
const staffAsked = { ...ready, id: 8, state: 'awaiting', by_staff: true };

it('lists the copies without links (those come by mail only) and asks for a new one, saying when today is used up', async () => {
  server = signIn();
  server
    .on('/member/data/exports', { status: 200, data: { exports: [ready, staffAsked] } })
    .on('/member/data/deletion', { status: 200, data: { pending: false, request_time: 0, due_time: 0 } })
    .on('/member/data/export', { status: -429, msg: 'error.export_once_a_day', data: null });
  renderMobile('/m/home/my/setup/mydata');
  expect(await screen.findByRole('heading', { name: 'Download my data' }, { timeout: 5000 })).toBeVisible();
  expect(document.title).toBe('My data and account - Kindred');
  // The heading is drawn at once; the copies arrive with their own call.
  expect(await screen.findByText(/Link works until/)).toBeVisible();
  expect(screen.getByText('Asked for by Kindred staff, waiting for a second approval', { exact: false })).toBeVisible();
  expect(screen.getByText(/only you receive it/)).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Your copy from the link' })).toBeNull();
  const exportForm = screen.getByRole('form', { name: 'Download my data' });
  // The password again: a session alone does not carry the data away.
  await userEvent.click(within(exportForm).getByRole('button', { name: 'Prepare my copy' }));
  expect(await within(exportForm).findByText('Please enter Your password')).toBeVisible();
  expect(server.callsTo('/member/data/export')).toHaveLength(0);
  await userEvent.type(within(exportForm).getByLabelText(/^Your password, to prove it is you/), 'Passw0rd!');
  await userEvent.click(within(exportForm).getByRole('button', { name: 'Prepare my copy' }));
  expect(await screen.findByText('You already asked for a copy today. Try again tomorrow.')).toBeVisible();
  expect(server.callsTo('/member/data/export')).toHaveLength(1);
  expect(server.callsTo('/member/data/export')[0]!.fields).toMatchObject({ password: 'Passw0rd!' });
});

function deletionServer() {
  server = signIn();
  server
    .on('/member/data/exports', { status: 200, data: { exports: [] } })
    .on('/member/data/deletion', { status: 200, data: { pending: false, request_time: 0, due_time: 0 } })
    .on('/member/index/logout', { status: 200, data: null })
    .on('/member/data/delete', (fields) =>
      fields.password === 'Passw0rd!'
        ? { status: 200, msg: 'deletion requested', data: { pending: true, request_time: 1, due_time: 1_791_000_000 } }
        : { status: -400, msg: 'error.wrong_password', data: null },
    );
}

async function deleteWith(password: string) {
  const section = await screen.findByRole('region', { name: 'Delete my account' }, { timeout: 5000 });
  await userEvent.type(within(section).getByLabelText(/^Your password/), password);
  await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }),
  );
}

it('explains what is kept and why, and asks for the password again', async () => {
  deletionServer();
  renderMobile('/m/home/my/setup/mydata');
  const section = await screen.findByRole('region', { name: 'Delete my account' }, { timeout: 5000 });
  expect(within(section).getByText(/shown from "deleted member"/)).toBeVisible();
  expect(within(section).getByText(/for 10 years, because the law requires accounting records/)).toBeVisible();
  await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
  expect(await within(section).findByText('Please enter Your password')).toBeVisible();
  expect(server.callsTo('/member/data/delete')).toHaveLength(0);
  await deleteWith('wrong-one');
  expect(await screen.findByText('The password is not correct')).toBeVisible();
  expect(getSession()).not.toBeNull();
});

it('starts the deletion after the confirmation, then signs out', async () => {
  deletionServer();
  renderMobile('/m/home/my/setup/mydata');
  await deleteWith('Passw0rd!');
  await waitFor(() => expect(visited).toContain('/m/login'));
  expect(server.callsTo('/member/data/delete')[0]!.fields).toMatchObject({ password: 'Passw0rd!' });
  expect(getSession()).toBeNull();
});

it('downloads the copy a followed link brought the member to, once, with the session', async () => {
  window.sessionStorage.setItem('kindred.exportKey', 'K'.repeat(43));
  server = signIn();
  server
    .on('/member/data/exports', { status: 200, data: { exports: [ready] } })
    .on('/member/data/deletion', { status: 200, data: { pending: false, request_time: 0, due_time: 0 } })
    .on('/member/data/export/download', { status: -404, msg: 'error.export_used', data: null });
  renderMobile('/m/home/my/setup/mydata');
  const section = await screen.findByRole('region', { name: 'Your copy from the link' }, { timeout: 5000 });
  await userEvent.click(within(section).getByRole('button', { name: 'Download my copy' }));
  expect(await within(section).findByText(/This link has already been used/)).toBeVisible();
  expect(server.callsTo('/member/data/export/download')[0]!.fields).toMatchObject({ key: 'K'.repeat(43) });
  expect(within(section).getByRole('button', { name: 'Download my copy' })).toBeDisabled();
  expect(window.sessionStorage.getItem('kindred.exportKey')).toBeNull();
});
