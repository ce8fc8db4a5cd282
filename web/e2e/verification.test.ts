/**
 * Verified profiles in the browser: a member asks on the phone (/m) and sends a selfie in the pose
 * shown, staff approve it in /admin/verification at 1440x900, and another member sees the badge on the
 * member's profile on /w.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { e2eSuite, field, newUsername, PASSWORD } from './support/harness';

const e2e = e2eSuite({ env: { REGISTRATION_REVIEW: 'off' } });

/** A picture of its own (random blocks, scaled up). */
const picture = () =>
  sharp(randomBytes(10 * 10 * 3), { raw: { width: 10, height: 10, channels: 3 } })
    .resize(320, 320, { kernel: 'nearest' })
    .jpeg()
    .toBuffer();

async function join(prefix: string): Promise<{ username: string; id: number }> {
  const username = newUsername(prefix);
  const joined = await e2e.stack.post('/member/index/register', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    sex: 0,
    birthday: Date.UTC(1992, 3, 9),
    country: 'DK',
  });
  expect(joined.status).toBe(200);
  return { username, id: joined.data.id as number };
}

describe('verified profiles', () => {
  e2e.scenario('a member asks on /m, staff approve in /admin, the badge shows on the profile on /w', async () => {
    const member = await join('vf');
    const viewer = await join('vw');
    const token = await e2e.stack.login(member.username);
    const form = new FormData();
    form.set('token', token);
    form.set('img', new Blob([new Uint8Array(await picture())], { type: 'image/jpeg' }), 'avatar.jpg');
    const avatar = (await (
      await fetch(`${e2e.stack.url}/member/index/uploadImg`, { method: 'POST', body: form })
    ).json()) as {
      status: number;
    };
    expect(avatar.status).toBe(200);

    const phone = await e2e.phone();
    await e2e.signIn(phone, member.username);
    await phone.goto('/m/home/my/setup/index');
    await phone.getByRole('button', { name: 'Verified profile' }).click();
    await phone.waitForURL('**/m/home/my/setup/verification');
    await phone.getByRole('button', { name: 'Start' }).click();
    await phone.getByRole('heading', { name: 'Your pose' }).waitFor();
    await phone.getByLabel('Take or choose the selfie').setInputFiles({
      name: 'selfie.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture(),
    });
    await phone.getByText('Your selfie is waiting for our team', { exact: false }).waitFor();

    const staff = await e2e.desktop();
    await staff.goto('/admin');
    await staff.waitForURL('**/admin/login');
    await field(staff, 'Staff account').fill('service');
    await field(staff, 'Password').fill('Service-Passw0rd');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Verification' }).click();
    const queue = staff.getByRole('table', { name: 'Verification requests' });
    await queue.getByRole('link', { name: member.username }).waitFor();
    await staff.getByRole('button', { name: `Show selfie: ${member.username}` }).click();
    await queue.getByRole('img', { name: `${member.username}'s verification selfie` }).waitFor();
    await staff.getByRole('button', { name: `Approve: ${member.username}` }).click();
    await e2e.announced(staff, 'Member verified; the selfie is deleted');
    await queue.getByRole('link', { name: member.username }).waitFor({ state: 'detached' });

    const desktop = await e2e.desktop();
    await e2e.signInDesktop(desktop, viewer.username);
    await desktop.goto(`/w/home/user/detail/${member.id}`);
    await desktop
      .getByRole('heading', { name: member.username, exact: false })
      .getByRole('img', { name: 'Verified' })
      .waitFor();

    await phone.reload();
    await phone.getByText('You are verified', { exact: false }).waitFor();
  });
});
