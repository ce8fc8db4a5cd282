import { SchemaStore } from '@kindred/kit';
import {
  NOTIFICATION_TOPICS,
  type ChatFrom,
  type Delivery,
  type MemberSettings,
  type Privacy,
  type SettingsStore,
} from '../domain/memberSettings';

interface PrivacyRow {
  hide_online: boolean;
  chat_from: ChatFrom;
  hide_from_lists: boolean;
  hide_from_visitors: boolean;
}
type SettingsRow = { general: boolean; delivery: Delivery } & PrivacyRow & Record<`notify_${string}`, boolean>;

const toPrivacy = (row: PrivacyRow): Privacy => ({
  hideOnline: row.hide_online,
  chatFrom: row.chat_from,
  hideFromLists: row.hide_from_lists,
  hideFromVisitors: row.hide_from_visitors,
});

/** Member settings in `member_settings`: one row per member who saved, one column per topic. */
export class DatabaseSettingsStore extends SchemaStore implements SettingsStore {
  async findSettings(userId: number): Promise<MemberSettings | null> {
    const [row] = await this.rows<SettingsRow>(`SELECT * FROM ${this.t('member_settings')} WHERE user_id = :userId`, {
      userId,
    });
    if (!row) return null;
    const topics = Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, row[`notify_${topic}`]]));
    return {
      general: row.general,
      topics: topics as MemberSettings['topics'],
      delivery: row.delivery,
      privacy: toPrivacy(row),
    };
  }

  async privacyOf(userIds: number[]): Promise<Map<number, Privacy>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.rows<PrivacyRow & { user_id: string }>(
      `SELECT user_id, hide_online, chat_from, hide_from_lists, hide_from_visitors FROM ${this.t('member_settings')}
       WHERE user_id IN (:userIds)`,
      { userIds },
    );
    return new Map(rows.map((row) => [Number(row.user_id), toPrivacy(row)]));
  }

  async saveSettings(userId: number, settings: MemberSettings): Promise<void> {
    const columns = NOTIFICATION_TOPICS.map((topic) => `notify_${topic}`);
    const topics = Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [`notify_${topic}`, settings.topics[topic]]));
    const privacy = {
      hide_online: settings.privacy.hideOnline,
      chat_from: settings.privacy.chatFrom,
      hide_from_lists: settings.privacy.hideFromLists,
      hide_from_visitors: settings.privacy.hideFromVisitors,
    };
    columns.push(...Object.keys(privacy));
    await this.rows(
      `INSERT INTO ${this.t('member_settings')} (user_id, general, delivery, ${columns.join(', ')})
       VALUES (:userId, :general, :delivery, ${columns.map((c) => `:${c}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET general = EXCLUDED.general, delivery = EXCLUDED.delivery,
         ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
       RETURNING user_id`,
      { userId, general: settings.general, delivery: settings.delivery, ...topics, ...privacy },
    );
    await this.wrote(userId);
  }
}
