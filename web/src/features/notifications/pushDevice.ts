/**
 * Web Push on this device (docs/notifications.md): the browser's permission, its push subscription
 * (made with the site's VAPID key) and the copy the server keeps so that the notifier can reach the
 * member while they are away.
 */
import { useCallback, useEffect, useState } from 'react';
import { isOk, post } from '../../app/api';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function currentPushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Asks the browser (the permission prompt), subscribes, and gives the server the subscription. */
export async function turnPushOn(options: { previews: boolean; layout: 'm' | 'w' }): Promise<PushState | 'failed'> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const key = await post<{ public_key: string }>('/member/push/key');
  if (!isOk(key) || !key.data.public_key) return 'failed';
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(key.data.public_key),
    }));
  const { endpoint, keys } = subscription.toJSON();
  const saved = await post('/member/push/subscribe', {
    endpoint,
    p256dh: keys?.p256dh,
    auth: keys?.auth,
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    previews: options.previews ? 1 : 0,
    layout: options.layout,
  });
  return isOk(saved) ? 'on' : 'failed';
}

export async function turnPushOff(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await post('/member/push/unsubscribe', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/** The device's push state and the two actions, for a settings screen of either layout. */
export function usePushDevice(layout: 'm' | 'w') {
  const [state, setState] = useState<PushState | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void currentPushState().then((value) => live && setState(value));
    return () => {
      live = false;
    };
  }, []);
  const run = useCallback(async (work: () => Promise<PushState | 'failed'>) => {
    setBusy(true);
    try {
      setState(await work());
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  }, []);
  return {
    state,
    busy,
    turnOn: (previews: boolean) => run(() => turnPushOn({ previews, layout })),
    turnOff: () => run(async () => (await turnPushOff(), 'off')),
  };
}
