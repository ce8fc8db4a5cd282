import { SchemaStore } from '@kindred/kit';
import { NOTIFICATION_TOPICS, type Delivery, type MemberSettings, type SettingsStore } from '../domain/memberSettings';

type SettingsRow = { general: boolean; delivery: Delivery } & Record<`notify_${string}`, boolean>;

/** Member settings in `member_settings`: one row per member who saved, one column per topic. */
export class DatabaseSettingsStore extends SchemaStore implements SettingsStore {
  async findSettings(userId: number): Promise<MemberSettings | null> {
    const [row] = await this.rows<SettingsRow>(`SELECT * FROM ${this.t('member_settings')} WHERE user_id = :userId`, {
      userId,
    });
    if (!row) return null;
    const topics = Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, row[`notify_${topic}`]]));
    return { general: row.general, topics: topics as MemberSettings['topics'], delivery: row.delivery };
  }

  async saveSettings(userId: number, settings: MemberSettings): Promise<void> {
    const columns = NOTIFICATION_TOPICS.map((topic) => `notify_${topic}`);
    const topics = Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [`notify_${topic}`, settings.topics[topic]]));
    await this.rows(
      `INSERT INTO ${this.t('member_settings')} (user_id, general, delivery, ${columns.join(', ')})
       VALUES (:userId, :general, :delivery, ${columns.map((c) => `:${c}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET general = EXCLUDED.general, delivery = EXCLUDED.delivery,
         ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
       RETURNING user_id`,
      { userId, general: settings.general, delivery: settings.delivery, ...topics },
    );
  }
}
