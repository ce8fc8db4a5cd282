import { InputError } from '@kindred/kit';

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
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** Immediately; Automatically: only when the member has been away for 2 days; never. */
export const DELIVERIES = ['Immediately', 'Automatically', 'never'] as const;
export type Delivery = (typeof DELIVERIES)[number];

export interface MemberSettings {
  general: boolean;
  topics: Record<NotificationTopic, boolean>;
  delivery: Delivery;
}

export function defaultSettings(): MemberSettings {
  return {
    general: true,
    topics: Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, true])) as MemberSettings['topics'],
    delivery: 'Automatically',
  };
}

export interface SettingsStore {
  /** The saved settings, or null when the member never saved. */
  findSettings(userId: number): Promise<MemberSettings | null>;
  saveSettings(userId: number, settings: MemberSettings): Promise<void>;
}

export class MemberSettingsBook {
  constructor(private readonly store: SettingsStore) {}

  async get(userId: number): Promise<MemberSettings> {
    return (await this.store.findSettings(userId)) ?? defaultSettings();
  }

  /** Saves the whole set (topics left out stay on); answers what is stored now. */
  async save(
    userId: number,
    settings: { general: boolean; topics: Partial<MemberSettings['topics']>; delivery: string },
  ) {
    if (!(DELIVERIES as readonly string[]).includes(settings.delivery)) throw new InputError({ delivery: 'invalid' });
    const next: MemberSettings = {
      general: settings.general,
      topics: { ...defaultSettings().topics, ...settings.topics },
      delivery: settings.delivery as Delivery,
    };
    await this.store.saveSettings(userId, next);
    return next;
  }
}
