import https from 'node:https';
import nodemailer from 'nodemailer';
import webpush from 'web-push';
import { unsubscribeToken, type Logger } from '@kindred/kit';
import type { PushSubscriptionRow } from './stores';
import { publicOnlyLookup } from '../domain/pushEndpoints';

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * Web Push (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292) through the `web-push`
 * library. A 404 or 410 from the push service means the browser dropped the subscription.
 */
export function webPushSender(vapid: VapidKeys, logger: Logger, timeoutMs = 5_000) {
  // Names are resolved at connect time and a non-public address is refused there (DNS rebinding);
  // an address the allow-list names exactly is connected to without a lookup. The process's TLS
  // defaults (trusted certificates) carry over.
  const agent = new https.Agent({ ...https.globalAgent.options, keepAlive: true, lookup: publicOnlyLookup });
  return async (subscription: PushSubscriptionRow, payload: object): Promise<PushOutcome> => {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: 24 * 3600, urgency: 'high', timeout: timeoutMs, agent },
      );
      return 'sent';
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return 'gone';
      // The endpoint is a member's browser's push service: never log it (it identifies the device).
      logger.warn({ status, err: (err as Error).message }, 'push not delivered');
      return 'failed';
    }
  };
}

export type PushSender = ReturnType<typeof webPushSender>;

export interface NotificationMail {
  to: string;
  username: string;
  subject: string;
  lines: string[];
  /** The topic the unsubscribe link turns off ('all': every notification mail). */
  topic: string;
  userId: number;
}

/** Notification mail with RFC 8058 one-click unsubscribe (the link and the header carry one token). */
export function notificationMailer(options: {
  smtpUrl: string;
  from: string;
  publicUrl: string;
  unsubscribeSecret: string;
}) {
  const transport = nodemailer.createTransport(options.smtpUrl, {
    ignoreTLS: options.smtpUrl.startsWith('smtp://'),
  } as never);
  const base = options.publicUrl.replace(/\/$/, '');
  return async (mail: NotificationMail): Promise<void> => {
    const link = `${base}/notifications/unsubscribe?t=${unsubscribeToken(options.unsubscribeSecret, mail.userId, mail.topic)}`;
    await transport.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: [
        `Hello ${mail.username},`,
        '',
        ...mail.lines,
        '',
        `Open Kindred: ${base}/`,
        '',
        `Stop these mails: ${link}`,
      ].join('\n'),
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  };
}

export type NotificationMailer = ReturnType<typeof notificationMailer>;
