import { InputError, type AsyncHandlers } from '@kindred/kit';
import type { PushServiceHandlers } from '@kindred/kit/generated/kindred/messaging/v1/PushService';
import type { PushSubscriptions } from '../notifier/stores';
import { pushEndpointRefusal } from '../domain/pushEndpoints';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Saving and removing a member's browsers for Web Push (docs/notifications.md): only endpoints of the
 * allowed push services, each tied to the session that subscribed.
 */
export function pushHandlers(
  subscriptions: PushSubscriptions,
  allowedHosts: string[],
): AsyncHandlers<PushServiceHandlers> {
  return {
    async SavePushSubscription(req) {
      const errors: Record<string, string> = {};
      if (!(req.user_id > 0)) errors.user_id = 'required';
      if (!/^[0-9a-f]{64}$/.test(req.session_token_hash)) errors.session_token_hash = 'required';
      const refusal = pushEndpointRefusal(req.endpoint, allowedHosts);
      if (refusal) errors.endpoint = refusal === 'invalid' ? 'invalid' : 'push_service_not_allowed';
      // An uncompressed P-256 point is 65 bytes (87 base64url characters); the auth secret 16 (22).
      if (req.p256dh.length !== 87 || !BASE64URL.test(req.p256dh)) errors.p256dh = 'invalid';
      if (req.auth.length !== 22 || !BASE64URL.test(req.auth)) errors.auth = 'invalid';
      if (req.time_zone.length > 64 || !isTimeZone(req.time_zone)) errors.time_zone = 'invalid';
      if (!['m', 'w'].includes(req.layout)) errors.layout = 'invalid';
      if (Object.keys(errors).length) throw new InputError(errors);
      await subscriptions.save({
        endpoint: req.endpoint,
        user_id: req.user_id,
        session_token_hash: req.session_token_hash,
        p256dh: req.p256dh,
        auth: req.auth,
        time_zone: req.time_zone,
        previews: req.previews,
        layout: req.layout,
      });
      return {};
    },
    async RemovePushSubscription(req) {
      if (req.endpoint.length > 1024) throw new InputError({ endpoint: 'invalid' });
      await subscriptions.remove(req.user_id, req.endpoint);
      return {};
    },
  };
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
