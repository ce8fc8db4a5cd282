/**
 * Scam and spam signals (issue 43, docs/safety.md) in the browser: dave, on his phone, sees a warning
 * under bob's first message asking for a gift card, and carol, on the desktop, under one with a link;
 * staff find a member blocked by three others in /admin's risk queue, read the signal as a sentence,
 * and clear the case.
 */
import { openMemberSocket } from '../../services/edge/test/memberSocket';
import { e2eSuite, field, newUsername, PASSWORD } from './support/harness';

const e2e = e2eSuite();

describe('the risk queue and the first-message warning', () => {
  e2e.scenario('on the phone: dave is warned under bob’s first message asking for money', async () => {
    const words = `Hello dave, could you buy me a gift card? ${Date.now().toString(36)}`;
    const bob = await openMemberSocket(e2e.stack, await e2e.stack.login('bob'));
    try {
      const [dave] = await e2e.stack.sql<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = 'dave'`);
      bob.send({ opt: 1, contact: Number(dave!.id), type: 'txt', msg: words, ref: 'rq1' });
      const stored = await bob.next((f) => f.opt === 1 && f.data?.ref === 'rq1', 10_000);
      expect(stored.data).toMatchObject({ caution: 'payment' });
    } finally {
      bob.ws.close();
    }

    const phone = await e2e.phone();
    await e2e.signIn(phone, 'dave');
    await phone
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    await phone.getByRole('tabpanel').getByRole('button').filter({ hasText: 'bob' }).click();
    const chat = phone.getByRole('log', { name: 'Conversation with bob' });
    await chat.getByText(words).waitFor();
    await chat.getByText('Be careful: never send money, gift cards or codes to someone you have not met.').waitFor();
  });

  e2e.scenario('on the desktop: carol is warned in the chat window under bob’s first message with a link', async () => {
    const words = `my pictures are at www.example-dates.com ${Date.now().toString(36)}`;
    const bob = await openMemberSocket(e2e.stack, await e2e.stack.login('bob'));
    try {
      const [carol] = await e2e.stack.sql<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = 'carol'`);
      bob.send({ opt: 1, contact: Number(carol!.id), type: 'txt', msg: words, ref: 'rq2' });
      expect((await bob.next((f) => f.opt === 1 && f.data?.ref === 'rq2', 10_000)).data).toMatchObject({
        caution: 'link',
      });

      const desktop = await e2e.desktop();
      await e2e.signInDesktop(desktop, 'carol');
      await desktop.goto('/w/home/member/online');
      await desktop.getByRole('article', { name: 'bob' }).getByRole('button', { name: 'Chat now' }).click();
      const log = desktop
        .getByRole('region', { name: /^bob (Online|Offline)$/ })
        .getByRole('log', { name: 'Messages' });
      await log.getByText(words).waitFor();
      await log.getByText(/^Be careful with links from someone you have not met/).waitFor();
    } finally {
      bob.ws.close();
    }
  });

  e2e.scenario('staff see a member blocked by three others in /admin/risk and clear the case', async () => {
    const username = newUsername('rq');
    const joined = await e2e.stack.post('/member/index/register', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      sex: 1,
      birthday: Date.UTC(1990, 2, 3),
      country: 'DK',
    });
    expect(joined.status).toBe(200);
    const staffToken = await e2e.stack.login('service', 'Service-Passw0rd');
    const approved = await e2e.stack.post(
      '/member/admin/review',
      { userid: joined.data.id, approve: 1 },
      { token: staffToken },
    );
    expect(approved.status).toBe(200);
    for (const blocker of ['alice', 'carol', 'dave']) {
      const token = await e2e.stack.login(blocker);
      expect((await e2e.stack.post('/member/block/block', { target_id: joined.data.id }, { token })).status).toBe(200);
    }

    const staff = await e2e.desktop();
    await staff.goto('/admin');
    await staff.waitForURL('**/admin/login');
    await field(staff, 'Staff account').fill('service');
    await field(staff, 'Password').fill('Service-Passw0rd');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Risk queue' }).click();
    const queue = staff.getByRole('table', { name: 'Risk queue' });
    const row = queue.getByRole('row', { name: username });
    await row.getByText('Blocked by 3 members in 7 days').waitFor();
    await staff.getByRole('button', { name: `Clear ${username}` }).click();
    await e2e.announced(staff, 'Case cleared');
    await row.waitFor({ state: 'detached' });
  });
});
