import { InputError } from '@kindred/kit';
import { CHAT_FROM_CHOICES, type ChatFrom } from '@kindred/rules';

/**
 * A member's settings pages, kept per member so that they follow the member to another device
 * (docs/member-settings.md). A member who never saved gets the defaults: everything on, delivery
 * "Automatically". The notifier reads them to decide whether and when to tell a member.
 */
export const NOTIFICATION_TOPICS = [
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
  'saved_search_match',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** Immediately; Automatically: only when the member has been away for 2 days; never. */
export const DELIVERIES = ['Immediately', 'Automatically', 'never'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/**
 * Who may start a chat with a member: as the tiers allow, only members they follow, only verified
 * members, or only customer service (the visibility policy's choices).
 */
export const CHAT_FROM = CHAT_FROM_CHOICES;
export type { ChatFrom };

/** The privacy controls; the server applies them to every list, presence answer and first chat message. */
export interface Privacy {
  hideOnline: boolean;
  chatFrom: ChatFrom;
  hideFromLists: boolean;
  hideFromVisitors: boolean;
}

export interface MemberSettings {
  general: boolean;
  topics: Record<NotificationTopic, boolean>;
  delivery: Delivery;
  privacy: Privacy;
}

export const OPEN_PRIVACY: Readonly<Privacy> = Object.freeze({
  hideOnline: false,
  chatFrom: 'everyone',
  hideFromLists: false,
  hideFromVisitors: false,
});

export function defaultSettings(): MemberSettings {
  return {
    general: true,
    topics: Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, true])) as MemberSettings['topics'],
    delivery: 'Automatically',
    privacy: { ...OPEN_PRIVACY },
  };
}

export interface SettingsStore {
  /** The saved settings, or null when the member never saved. */
  findSettings(userId: number): Promise<MemberSettings | null>;
  saveSettings(userId: number, settings: MemberSettings): Promise<void>;
  /** The privacy of those members who changed any control; the others have OPEN_PRIVACY. */
  privacyOf(userIds: number[]): Promise<Map<number, Privacy>>;
}

export class MemberSettingsBook {
  constructor(private readonly store: SettingsStore) {}

  async get(userId: number): Promise<MemberSettings> {
    return (await this.store.findSettings(userId)) ?? defaultSettings();
  }

  /**
   * Saves the whole set (topics left out stay on; privacy left out stays as it was, so that a client
   * that knows only the notification pages changes no privacy control); answers what is stored now.
   */
  async save(
    userId: number,
    settings: { general: boolean; topics: Partial<MemberSettings['topics']>; delivery: string; privacy?: Privacy },
  ) {
    if (!(DELIVERIES as readonly string[]).includes(settings.delivery)) throw new InputError({ delivery: 'invalid' });
    if (settings.privacy && !(CHAT_FROM as readonly string[]).includes(settings.privacy.chatFrom)) {
      throw new InputError({ chat_from: 'invalid' });
    }
    const next: MemberSettings = {
      general: settings.general,
      topics: { ...defaultSettings().topics, ...settings.topics },
      delivery: settings.delivery as Delivery,
      privacy: settings.privacy ?? (await this.get(userId)).privacy,
    };
    await this.store.saveSettings(userId, next);
    return next;
  }
}
