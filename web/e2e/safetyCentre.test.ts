/**
 * The safety centre (issue 43, docs/safety.md "Safety centre"), in the browser: alice reports bob from
 * his profile on the phone in one tap, finds the report "Under review" in her safety centre, and once
 * staff closed it with an action she reads "Action taken" (never which action); on the desktop, carol
 * opens her safety centre from the profile menu in traditional Chinese.
 */
import { e2eSuite } from './support/harness';

const e2e = e2eSuite();

async function memberId(username: string): Promise<number> {
  const [row] = await e2e.stack.sql<{ id: string }>(`SELECT id FROM user_svc.accounts WHERE username = $1`, [username]);
  return Number(row!.id);
}

describe('the safety centre', () => {
  e2e.scenario('on the phone: alice reports bob from his profile and follows the outcome', async () => {
    const bob = await memberId('bob');
    const alice = await e2e.phone();
    await e2e.signIn(alice, 'alice');
    await alice.goto(`/m/home/my/newsfeed/${bob}`);
    await alice.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = alice.getByRole('dialog', { name: 'Report or block bob' });
    await dialog.getByText('bob is not told', { exact: false }).waitFor();
    await dialog.getByRole('radio', { name: 'Offensive content' }).check();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await e2e.announced(alice, 'Thank you, your report was received');

    await alice.goto('/m/home/my/index');
    await alice.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Safety centre' }).click();
    await alice.waitForURL('**/m/home/safety');
    const reports = alice.getByRole('list', { name: 'My reports' });
    const filed = reports.getByRole('listitem').filter({ hasText: 'bob' });
    await filed.getByText('Under review').waitFor();
    await filed.getByText('Offensive content').waitFor();

    const staff = await e2e.stack.login('service', 'Service-Passw0rd');
    const closed = await e2e.stack.post(
      '/member/admin/reports/resolve',
      { userid: bob, action: 'warn' },
      { token: staff },
    );
    expect(closed.status).toBe(200);
    await alice.reload();
    await filed.getByText('Action taken').waitFor();
    expect(await reports.textContent()).not.toMatch(/warn/i);
  });

  e2e.scenario(
    'on the desktop: carol opens her safety centre from the profile menu, in traditional Chinese',
    async () => {
      const carolToken = await e2e.stack.login('carol');
      const reported = await e2e.stack.post(
        '/member/reports/reports',
        { userid: await memberId('dave'), type: 1 },
        { token: carolToken },
      );
      expect(reported.status).toBe(200);

      const carol = await e2e.desktop();
      await e2e.signInDesktop(carol, 'carol');
      await carol.evaluate(() => window.localStorage.setItem('lang', 'zhtw'));
      await carol.reload();
      await carol.getByRole('button', { name: 'carol 的帳號選單' }).click();
      await carol.getByRole('menuitem', { name: '安全中心' }).click();
      await carol.waitForURL('**/w/home/safety');
      await carol.getByRole('heading', { name: '安全中心', level: 1 }).waitFor();
      await carol.getByRole('region', { name: '安全約會' }).getByText('不要匯款', { exact: false }).waitFor();
      const item = carol.getByRole('region', { name: '我的檢舉' }).getByRole('listitem').filter({ hasText: 'dave' });
      await item.getByText('審核中').waitFor();
      await item.getByText('廣告').waitFor();
    },
  );
});
