import { SchemaStore } from '@kindred/kit';

export class ServiceReplies extends SchemaStore {
  async record(replies: Array<{ messageId: number; staffId: number }>): Promise<void> {
    if (replies.length === 0) return;
    const values = replies.map((_, i) => `(:m${i}, :s${i})`).join(', ');
    const replacements: Record<string, number> = {};
    replies.forEach((r, i) => {
      replacements[`m${i}`] = r.messageId;
      replacements[`s${i}`] = r.staffId;
    });
    await this.db.query(
      `INSERT INTO ${this.t('service_replies')} (message_id, staff_id) VALUES ${values} ON CONFLICT DO NOTHING`,
      { replacements },
    );
  }

  async of(messageIds: number[]): Promise<Array<{ messageId: number; staffId: number }>> {
    if (messageIds.length === 0) return [];
    const rows = await this.rows<{ message_id: string; staff_id: string }>(
      `SELECT message_id, staff_id FROM ${this.t('service_replies')} WHERE message_id IN (:messageIds)`,
      { messageIds },
    );
    return rows.map((r) => ({ messageId: Number(r.message_id), staffId: Number(r.staff_id) }));
  }
}
