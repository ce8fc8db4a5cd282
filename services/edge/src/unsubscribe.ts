import Router from '@koa/router';
import type { Context } from 'koa';
import { readUnsubscribeToken } from '@kindred/kit';
import type { NotificationTopics } from '@kindred/kit/generated/kindred/user/v1/NotificationTopics';
import type { Clients } from './clients';
import type { EdgeConfig } from './config';

const TOPICS = new Set([
  'profile_comments',
  'status_comments',
  'status_likes',
  'wall_posts',
  'new_mail',
  'new_chat_message',
  'photo_comments',
  'video_comments',
  'credits_received',
  'gift_received',
]);

/**
 * The notification mails' unsubscribe link (RFC 8058). A mail client's one-click POST turns the topic
 * off at once; a person following the link gets a page whose button does the same POST (a GET never
 * changes anything: mail scanners fetch links). 'all' sets delivery to "never".
 */
export function createUnsubscribeRouter(clients: Clients, config: EdgeConfig): Router {
  const router = new Router();
  const read = (ctx: Context) => {
    const token = typeof ctx.query.t === 'string' ? ctx.query.t : '';
    const secret = config.NOTIFY_UNSUBSCRIBE_SECRET;
    const target = secret ? readUnsubscribeToken(secret, token) : null;
    return target && (target.topic === 'all' || TOPICS.has(target.topic)) ? { token, ...target } : null;
  };

  router.get('/notifications/unsubscribe', (ctx) => {
    const target = read(ctx);
    page(
      ctx,
      target ? 200 : 400,
      target
        ? `<p>Stop these notification mails?</p><form method="post" action="/notifications/unsubscribe?t=${encodeURIComponent(target.token)}"><button type="submit">Unsubscribe</button></form>`
        : '<p>This unsubscribe link is not valid.</p>',
    );
  });

  router.post('/notifications/unsubscribe', async (ctx) => {
    const target = read(ctx);
    if (!target) return page(ctx, 400, '<p>This unsubscribe link is not valid.</p>');
    const current = await clients.user.GetMemberSettings({ user_id: target.userId });
    const topics = { ...(current.topics ?? {}) } as NotificationTopics;
    if (target.topic !== 'all') (topics as Record<string, boolean>)[target.topic] = false;
    await clients.user.SaveMemberSettings({
      user_id: target.userId,
      settings: {
        general: current.general,
        topics,
        delivery: target.topic === 'all' ? 'never' : current.delivery,
      },
    });
    page(ctx, 200, '<p>You will not get these mails any more. You can turn them on again in your settings.</p>');
  });
  return router;
}

function page(ctx: Context, status: number, body: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kindred notifications</title></head><body>${body}</body></html>`;
}
