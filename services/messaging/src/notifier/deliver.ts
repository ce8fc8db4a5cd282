import { Counter, type Registry } from 'prom-client';
import { onlineFlags, type Logger, type NotifyEvent, type Redis } from '@kindred/kit';
import type { PushSender, NotificationMailer } from './channels';
import { isQuiet, planNotification, pushPayload, shorten, type Delivery } from './policy';
import type { Digests, NotifiedItems, PushSubscriptionRow, PushSubscriptions } from './stores';
import { pushEndpointRefusal } from '../domain/pushEndpoints';

/** What the notifier needs to know of a member (the user and social services answer it). */
export interface MemberFacts {
  member(id: number): Promise<{ username: string; email: string; lastActive: number } | null>;
  settings(id: number): Promise<{ general: boolean; topics: Record<string, boolean>; delivery: Delivery }>;
  blocked(a: number, b: number): Promise<boolean>;
  /** Those of these sessions (token hashes) of the member that are still open. */
  openSessions(id: number, tokenHashes: string[]): Promise<string[]>;
}

export interface DeliverDeps {
  redis: Redis;
  facts: MemberFacts;
  subscriptions: PushSubscriptions;
  /** The first words of a message or mail, for devices that show previews. */
  items: NotifiedItems;
  digests: Digests;
  push: PushSender;
  /** Push services a subscription may name (PUSH_ALLOWED_HOSTS). */
  allowedHosts: string[];
  mail: NotificationMailer;
  logger: Logger;
  quietHours: { from: number; to: number } | null;
  /** One push (and one immediate mail) per member and thread in this time. */
  perThreadMs: number;
  /** One digest item per saved search in this time (the digest period). */
  digestEveryMs: number;
  now?: () => number;
}

export function notificationMetrics(registry: Registry) {
  return new Counter({
    name: 'kindred_notifications_total',
    help: 'Notifications by channel (push, mail, digest) and outcome (queued, sent, failed, suppressed) and reason',
    labelNames: ['channel', 'outcome', 'reason'],
    registers: [registry],
  });
}

export type NotificationCounter = ReturnType<typeof notificationMetrics>;

/** Handles one event: decides, then pushes, mails or keeps it for the digest. */
export function createDeliverer(deps: DeliverDeps, counter: NotificationCounter) {
  const now = deps.now ?? Date.now;
  const count = (channel: string, outcome: string, reason = '') => counter.inc({ channel, outcome, reason });

  /** True the first time in `windowMs` (`perThreadMs` unless given) for this member, thread and channel. */
  const firstInWindow = async (channel: string, event: NotifyEvent, windowMs = deps.perThreadMs) =>
    (await deps.redis.set(`notify:limit:${channel}:${event.to}:${event.thread}`, '1', 'PX', windowMs, 'NX')) === 'OK';

  /**
   * The member's devices that may still be pushed to: a subscription whose session ended (an
   * announcement the messaging service missed) or whose endpoint the allow-list no longer names is
   * removed instead.
   */
  async function liveDevices(userId: number): Promise<PushSubscriptionRow[]> {
    const devices = await deps.subscriptions.forMember(userId);
    if (devices.length === 0) return devices;
    const open = new Set(await deps.facts.openSessions(userId, [...new Set(devices.map((d) => d.session_token_hash))]));
    const live: PushSubscriptionRow[] = [];
    for (const device of devices) {
      const refusal = open.has(device.session_token_hash)
        ? pushEndpointRefusal(device.endpoint, deps.allowedHosts)
        : 'ended';
      if (!refusal) {
        live.push(device);
        continue;
      }
      await deps.subscriptions.prune(device.endpoint);
      count('push', 'suppressed', refusal === 'ended' ? 'session_ended' : 'endpoint_refused');
    }
    return live;
  }

  async function push(event: NotifyEvent, senderName: string): Promise<void> {
    const devices = await liveDevices(event.to);
    if (devices.length === 0) return;
    if (!(await firstInWindow('push', event))) return count('push', 'suppressed', 'rate_limited');
    const words = devices.some((d) => d.previews) ? await deps.items.words(event) : '';
    const told = { ...event, preview: event.preview || words };
    for (const device of devices) {
      if (isQuiet(deps.quietHours, device.time_zone, now())) {
        count('push', 'suppressed', 'quiet_hours');
        continue;
      }
      const outcome = await deps.push(device, pushPayload(told, senderName, device));
      if (outcome === 'gone') await deps.subscriptions.prune(device.endpoint);
      count('push', outcome === 'sent' ? 'sent' : 'failed', outcome === 'gone' ? 'expired' : '');
    }
  }

  async function mailNow(event: NotifyEvent, to: { username: string; email: string }, senderName: string) {
    if (!to.email) return count('mail', 'suppressed', 'no_address');
    if (!(await firstInWindow('mail', event))) return count('mail', 'suppressed', 'rate_limited');
    const what = pushPayload(event, senderName, { previews: false, layout: 'm' });
    try {
      await deps.mail({
        to: to.email,
        username: to.username,
        userId: event.to,
        topic: event.topic,
        subject: `Kindred: ${what.title} ${what.body}`,
        lines: [`${what.title} ${what.body}.`],
      });
      count('mail', 'sent');
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'notification mail not sent');
      count('mail', 'failed');
    }
  }

  return async (event: NotifyEvent): Promise<void> => {
    count('event', 'queued', event.topic);
    const [recipient, settings, [online], blocked] = await Promise.all([
      deps.facts.member(event.to),
      deps.facts.settings(event.to),
      onlineFlags(deps.redis, [event.to]),
      event.from ? deps.facts.blocked(event.to, event.from) : Promise.resolve(false),
    ]);
    if (!recipient) return count('event', 'suppressed', 'no_member');
    const plan = planNotification(event, {
      topicOn: settings.topics[event.topic] !== false,
      general: settings.general,
      delivery: settings.delivery,
      online: online === 1,
      blocked,
    });
    if (plan.suppressed) return count('event', 'suppressed', plan.suppressed);
    const sender = event.from ? await deps.facts.member(event.from) : null;
    const senderName = sender?.username ?? '';
    if (plan.push) await push(event, senderName);
    if (plan.mail === 'now') await mailNow(event, recipient, senderName);
    if (plan.mail === 'digest') {
      // A saved search tells of new members once a digest period, however many join (thread: the search).
      if (event.topic === 'saved_search_match' && !(await firstInWindow('digest', event, deps.digestEveryMs))) {
        return count('digest', 'suppressed', 'rate_limited');
      }
      await deps.digests.keep(event.to, event.topic, event.from, shorten(event.preview, 80));
      count('digest', 'queued');
    }
  };
}
