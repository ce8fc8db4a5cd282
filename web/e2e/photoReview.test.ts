/**
 * Photo review (pre-moderation) at 1440x900 for staff and on a phone for the member: a new avatar
 * waits in /admin's photo queue, staff reject it with a reason, and the member reads that reason where
 * they change their avatar.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { e2eSuite, field, newUsername, PASSWORD } from './support/harness';

const e2e = e2eSuite({ env: { PHOTO_PREMODERATION: 'on' } });

describe('photo review', () => {
  e2e.scenario('staff reject a new avatar in the photo queue and the member reads the reason on /m', async () => {
    const username = newUsername('ph');
    const joined = await e2e.stack.post('/member/index/register', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      sex: 0,
      birthday: Date.UTC(1993, 5, 7),
      country: 'DK',
    });
    expect(joined.status).toBe(200);
    const staffToken = await e2e.stack.login('service', 'Service-Passw0rd');
    expect(
      (await e2e.stack.post('/member/admin/review', { userid: joined.data.id, approve: 1 }, { token: staffToken }))
        .status,
    ).toBe(200);
    const token = await e2e.stack.login(username);
    const avatar = await sharp(randomBytes(10 * 10 * 3), { raw: { width: 10, height: 10, channels: 3 } })
      .resize(320, 320, { kernel: 'nearest' })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('token', token);
    form.set('img', new Blob([new Uint8Array(avatar)], { type: 'image/png' }), 'avatar.png');
    const uploaded = (await (
      await fetch(`${e2e.stack.url}/member/index/uploadImg`, { method: 'POST', body: form })
    ).json()) as {
      status: number;
      data: { review: string };
    };
    expect(uploaded).toMatchObject({ status: 200, data: { review: 'pending' } });

    const phone = await e2e.phone();
    await e2e.signIn(phone, username);
    await phone.goto('/m/home/my/setup/index');
    await phone.getByText('Your new avatar is waiting for review', { exact: false }).waitFor();

    const staff = await e2e.desktop();
    await staff.goto('/admin');
    await staff.waitForURL('**/admin/login');
    await field(staff, 'Staff account').fill('service');
    await field(staff, 'Password').fill('Service-Passw0rd');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Photos' }).click();
    const queue = staff.getByRole('table', { name: 'Photos waiting for review' });
    await queue.getByRole('img', { name: `${username}'s avatar` }).waitFor();
    await staff.getByRole('button', { name: `Reject ${username}'s avatar` }).click();
    const dialog = staff.getByRole('dialog', { name: `Reject ${username}'s picture` });
    await dialog.getByLabel('Reason (the member reads it)').fill('The picture does not show you');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await e2e.announced(staff, 'Picture rejected');
    await queue.getByRole('img', { name: `${username}'s avatar` }).waitFor({ state: 'detached' });

    await phone.reload();
    await phone.getByText('Your avatar was not approved: The picture does not show you').waitFor();
  });
});
