import { QueryTypes, type Sequelize } from 'sequelize';

/** Shown as the sender of an erased member's mails (the user service shows the same name). */
const ERASED_SENDER = 'deleted member';

/**
 * Erases what messaging holds of a member (docs/privacy.md). Chats and mails the member sent stay
 * with the other party, from "deleted member" and without pictures (media removes those); the
 * member's own contact list, inbox, allowance, push subscriptions and digest items (theirs, and
 * others' about them: those hold the first words of their messages) go, and so do their risk events
 * and case (events others' signals counted keep their count without naming the member). Running it
 * again changes nothing. Answers the members whose mailboxes it changed (mail from the member).
 */
export async function eraseMember(db: Sequelize, schema: string, userId: number): Promise<number[]> {
  const t = (table: string) => `"${schema}".${table}`;
  return db.transaction(async (transaction) => {
    // Whose mailboxes name the member as a sender: the edges keep their first pages (to announce them).
    const recipients = await db.query<{ recipient_id: string }>(
      `SELECT DISTINCT recipient_id FROM ${t('mails')}
         WHERE sender_id = :userId AND (sender_name <> :erasedSender OR idempotency_key IS NOT NULL)`,
      { replacements: { userId, erasedSender: ERASED_SENDER }, type: QueryTypes.SELECT, transaction },
    );
    await db.query(
      `DELETE FROM ${t('contacts')} WHERE owner_id = :userId;
       DELETE FROM ${t('chat_allowance')} WHERE user_id = :userId;
       DELETE FROM ${t('mails')} WHERE recipient_id = :userId;
       UPDATE ${t('mails')} SET sender_name = :erasedSender, idempotency_key = NULL
         WHERE sender_id = :userId AND (sender_name <> :erasedSender OR idempotency_key IS NOT NULL);
       UPDATE ${t('messages')} SET img = '', ref = NULL WHERE sender_id = :userId AND (img <> '' OR ref IS NOT NULL);
       DELETE FROM ${t('push_subscriptions')} WHERE user_id = :userId;
       DELETE FROM ${t('digest_items')} WHERE user_id = :userId OR from_id = :userId;
       DELETE FROM ${t('digests_sent')} WHERE user_id = :userId;
       DELETE FROM ${t('risk_events')} WHERE member_id = :userId;
       UPDATE ${t('risk_events')} SET other_id = NULL WHERE other_id = :userId;
       DELETE FROM ${t('risk_cases')} WHERE member_id = :userId;`,
      { replacements: { userId, erasedSender: ERASED_SENDER }, transaction },
    );
    return recipients.map((r) => Number(r.recipient_id));
  });
}

/**
 * The members who have a chat with `userId` (their history pages show what an erasure changes), read
 * before the erasure: both parties of a chat hold a contact row, so the member's own rows name them
 * through the primary key.
 */
export async function chatPartnersOf(db: Sequelize, schema: string, userId: number): Promise<number[]> {
  const rows = await db.query<{ partner_id: string }>(
    `SELECT partner_id FROM "${schema}".contacts WHERE owner_id = :userId`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return rows.map((row) => Number(row.partner_id));
}

/** The member's chats and mails, sent and received, for "Download my data"; others appear by id. */
export async function exportMember(db: Sequelize, schema: string, userId: number): Promise<Record<string, unknown>> {
  const t = (table: string) => `"${schema}".${table}`;
  const rows = (sql: string) => db.query(sql, { type: QueryTypes.SELECT, replacements: { userId } });
  return {
    'chat-messages.json': await rows(
      `SELECT id, sender_id, recipient_id, type, content, img, created_at FROM ${t('messages')}
       WHERE sender_id = :userId OR recipient_id = :userId ORDER BY id`,
    ),
    'mails.json': {
      sent: await rows(
        `SELECT id, recipient_id, content, created_at FROM ${t('mails')} WHERE sender_id = :userId ORDER BY id`,
      ),
      received: await rows(
        `SELECT id, sender_id, sender_name, content, status, created_at FROM ${t('mails')}
         WHERE recipient_id = :userId ORDER BY id`,
      ),
    },
  };
}
