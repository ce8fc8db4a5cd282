import { InputError, type AsyncHandlers } from '@kindred/kit';
import type { PushServiceHandlers } from '@kindred/kit/generated/kindred/messaging/v1/PushService';
import type { PushSubscriptions } from '../notifier/stores';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Saving and removing a member's browsers for Web Push (docs/notifications.md). */
export function pushHandlers(subscriptions: PushSubscriptions): AsyncHandlers<PushServiceHandlers> {
  return {
    async SavePushSubscription(req) {
      const errors: Record<string, string> = {};
      if (!(req.user_id > 0)) errors.user_id = 'required';
      if (!isPushEndpoint(req.endpoint)) errors.endpoint = 'invalid';
      // An uncompressed P-256 point is 65 bytes (87 base64url characters); the auth secret 16 (22).
      if (req.p256dh.length !== 87 || !BASE64URL.test(req.p256dh)) errors.p256dh = 'invalid';
      if (req.auth.length !== 22 || !BASE64URL.test(req.auth)) errors.auth = 'invalid';
      if (req.time_zone.length > 64 || !isTimeZone(req.time_zone)) errors.time_zone = 'invalid';
      if (!['m', 'w'].includes(req.layout)) errors.layout = 'invalid';
      if (Object.keys(errors).length) throw new InputError(errors);
      await subscriptions.save({
        endpoint: req.endpoint,
        user_id: req.user_id,
        p256dh: req.p256dh,
        auth: req.auth,
        time_zone: req.time_zone,
        previews: req.previews,
        layout: req.layout,
      });
      return {};
    },
    async RemovePushSubscription(req) {
      if (!isPushEndpoint(req.endpoint)) throw new InputError({ endpoint: 'invalid' });
      await subscriptions.remove(req.user_id, req.endpoint);
      return {};
    },
  };
}

/** Push services are reached over https; http only on loopback (a local push service stand-in). */
function isPushEndpoint(text: string): boolean {
  if (text.length > 1024) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname));
  } catch {
    return false;
  }
}

function isTimeZone(zone: string): boolean {
  if (zone === '') return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
