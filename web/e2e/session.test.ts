/**
 * The session token leaves script-readable storage and URLs (issue 37; docs/privacy.md, "The session
 * token"): the app signs in to an HttpOnly cookie, opens its live connection with a single-use
 * ticket, and moves a token an earlier version stored into the cookie.
 */
import type { Page } from 'playwright-core';
import WebSocket from 'ws';
import { e2eSuite } from './support/harness';

const e2e = e2eSuite();

/** The socket URLs the page opened and the frames they received, as they come. */
function watchSockets(page: Page) {
  const urls: string[] = [];
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    urls.push(ws.url());
    ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  return { urls, frames };
}

async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  for (const end = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
}

/** bob writes to `to` over a socket opened with a ticket, as the app does. */
async function bobWrites(to: number, text: string): Promise<void> {
  const token = await e2e.stack.login('bob');
  const { data } = await e2e.stack.post('/member/socket/ticket', {}, { token });
  const bob = await e2e.stack.post('/member/index/userinfo', {}, { token });
  const ws = new WebSocket(`${e2e.stack.url.replace('http', 'ws')}/socket?ticket=${data.ticket}`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const acknowledged = new Promise((resolve) =>
    ws.on('message', (raw) => JSON.parse(String(raw)).opt === 1 && resolve(null)),
  );
  ws.send(JSON.stringify({ opt: 100, uid: Number(bob.data.id) }));
  ws.send(JSON.stringify({ opt: 1, contact: to, type: 'txt', msg: text, ref: 'e2e-ticket' }));
  await acknowledged;
  ws.close();
}

describe('the session token out of reach of scripts and URLs', () => {
  e2e.scenario('signing in keeps no token in the page; the live connection opens with a ticket', async () => {
    const page = await e2e.phone({ lang: 'en' });
    const sockets = watchSockets(page);
    await e2e.signIn(page, 'alice');

    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(Object.keys(stored)).not.toContain('token');
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'kindred_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Object.values(stored)).not.toContain(cookie!.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain('kindred_session');

    // The chat node accepted the ticket: the contacts frame (opt 0) arrives.
    await until(() => sockets.frames.some((f) => f.includes('"opt":0')), 'the contacts frame');
    expect(sockets.urls).toEqual([expect.stringMatching(/\/socket\?ticket=[\w-]{43}$/)]);
    expect(sockets.urls.join()).not.toContain(cookie!.value);

    // A message reaches the open app live, and the member's calls still work on the cookie alone.
    const me = Number(stored.id);
    await bobWrites(me, 'hello over a ticket');
    await until(() => sockets.frames.some((f) => f.includes('hello over a ticket')), 'the live message');
    const messagesTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
    await messagesTab.getByRole('img', { name: '1 unread' }).waitFor();
    await messagesTab.click();
    await page
      .getByRole('tabpanel')
      .getByRole('button')
      .filter({ hasText: 'bob' })
      .getByText('hello over a ticket')
      .waitFor();

    // Signing out ends the session at the edge and the cookie goes.
    await page.goto('/m/home/my/setup/index');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/m/login');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('kindred_session');
    expect((await e2e.stack.post('/member/index/userinfo', {}, { token: cookie!.value })).status).toBe(-401);
  });

  e2e.scenario('a token an earlier version stored becomes the cookie, and the member stays signed in', async () => {
    const token = await e2e.stack.login('dave');
    const dave = await e2e.stack.post('/member/index/userinfo', {}, { token });
    const page = await e2e.phone({ lang: 'en' });
    await page.goto('/m/login');
    await page.evaluate(
      ({ token, id }) => {
        // What the earlier app kept: the session fields, the token among them.
        for (const [key, value] of Object.entries({ token, id, username: 'dave', isLogin: 'true', vip: '0' }))
          window.localStorage.setItem(key, String(value));
      },
      { token, id: Number(dave.data.id) },
    );
    await page.goto('/m/home/index');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(page.url()).toContain('/m/home/index');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'kindred_session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true });
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(page.url()).toContain('/m/home/index');
  });
});
