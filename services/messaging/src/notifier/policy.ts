import type { NotifyEvent } from '@kindred/kit';

/**
 * Whether and how to tell a member about an event (docs/notifications.md). Pure: the notifier gathers
 * the facts, this decides.
 */
export type Delivery = 'Immediately' | 'Automatically' | 'never';

export interface Recipient {
  /** The topic's checkbox on the notification settings page, and the general switch. */
  topicOn: boolean;
  general: boolean;
  delivery: Delivery;
  /** A socket of theirs is open: they see it live, nothing to send. */
  online: boolean;
  /** Either of the pair blocked the other. */
  blocked: boolean;
}

export type Suppression = 'setting_never' | 'topic_off' | 'online' | 'blocked' | 'general_off';

export interface Plan {
  push: boolean;
  /** 'now': a mail for this event; 'digest': kept for the member's digest; null: no mail. */
  mail: 'now' | 'digest' | null;
  suppressed?: Suppression;
}

export function planNotification(event: NotifyEvent, r: Recipient): Plan {
  const none = (suppressed: Suppression): Plan => ({ push: false, mail: null, suppressed });
  if (r.blocked) return none('blocked');
  if (!r.general) return none('general_off');
  if (r.delivery === 'never') return none('setting_never');
  if (!r.topicOn) return none('topic_off');
  // A chat message reaches an open socket live; other news is worth a push even to a member online.
  if (event.topic === 'new_chat_message' && r.online) return none('online');
  // A new member matching a saved search is news for the digest: no push, no mail of its own.
  if (event.topic === 'saved_search_match') return { push: false, mail: 'digest' };
  return { push: true, mail: r.delivery === 'Immediately' ? 'now' : 'digest' };
}

/** Quiet hours as "22-8" (from 22:00 to 08:00 in the device's time zone); '' means none. */
export function parseQuietHours(text: string): { from: number; to: number } | null {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  if (from > 23 || to > 23 || from === to) return null;
  return { from, to };
}

/** The hour (0-23) at `at` in an IANA time zone; an unknown zone counts as UTC. */
export function hourIn(timeZone: string, at: number): number {
  try {
    const text = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: timeZone || 'UTC',
    }).format(at);
    return Number(text) % 24;
  } catch {
    return new Date(at).getUTCHours();
  }
}

export function isQuiet(quiet: { from: number; to: number } | null, timeZone: string, at: number): boolean {
  if (!quiet) return false;
  const hour = hourIn(timeZone, at);
  return quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to;
}

const SCREENS = {
  m: {
    new_chat_message: (from: number) => `/m/home/chat/index?id=${from}`,
    new_mail: () => '/m/home/email/list',
    gift_received: () => '/m/home/gift/list',
    credits_received: () => '/m/home/my/index',
    saved_search_match: () => '/m/home/discover',
  },
  w: {
    new_chat_message: (from: number) => `/w/home/chat?id=${from}`,
    new_mail: () => '/w/home/message',
    gift_received: () => '/w/home/store/mine',
    credits_received: () => '/w/home/index',
    saved_search_match: () => '/w/home/discover',
  },
} as const;

const WHAT: Record<NotifyEvent['topic'], string> = {
  new_chat_message: 'sent you a message',
  new_mail: 'sent you a mail',
  gift_received: 'sent you a gift',
  credits_received: 'Credits were added to your account',
  saved_search_match: 'matches one of your saved searches',
};

/** What a push shows: who, and the first words only when the member allowed previews. */
export function pushPayload(
  event: NotifyEvent,
  senderName: string,
  device: { previews: boolean; layout: string },
): { title: string; body: string; url: string; tag: string } {
  const preview = device.previews && event.preview ? shorten(event.preview, 80) : '';
  const screens = device.layout === 'w' ? SCREENS.w : SCREENS.m;
  return {
    title: senderName || 'Kindred',
    body: preview || WHAT[event.topic],
    url: screens[event.topic](event.from),
    tag: event.thread,
  };
}

export function shorten(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}
