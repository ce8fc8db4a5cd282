import { QueryTypes, type Sequelize } from 'sequelize';

const ERASED_GIVER = 'deleted member';

/**
 * Erases what commerce may drop of a member (docs/privacy.md). The wallet, ledger entries, orders and
 * gift sends are kept for the legal retention period under the member's id alone (the user service
 * has pseudonymised the account), with the payment sessions orders were made in; the gift messages,
 * the name on them, the payment provider's answers and unused payment sessions go. Running it again changes nothing.
 * Answers the members whose received gifts it changed (the gifts the member gave).
 */
export async function eraseMember(db: Sequelize, schema: string, userId: number): Promise<number[]> {
  const t = (table: string) => `"${schema}".${table}`;
  return db.transaction(async (transaction) => {
    // Whose received gifts name the member: the edges keep those lists (answered, to announce them).
    const recipients = await db.query<{ recipient_id: string }>(
      `SELECT DISTINCT recipient_id FROM ${t('gift_sends')}
         WHERE giver_id = :userId AND (giver_name <> :erased OR message <> '')`,
      { replacements: { userId, erased: ERASED_GIVER }, type: QueryTypes.SELECT, transaction },
    );
    await db.query(
      `DELETE FROM ${t('payment_sessions')} s WHERE user_id = :userId
         AND NOT EXISTS (SELECT 1 FROM ${t('orders')} o WHERE o.guid = s.guid);
       UPDATE ${t('gift_sends')} SET giver_name = :erased, message = ''
         WHERE giver_id = :userId AND (giver_name <> :erased OR message <> '');
       UPDATE ${t('gift_sends')} SET message = '' WHERE recipient_id = :userId AND message <> '';
       UPDATE ${t('orders')} SET answer_content = '' WHERE user_id = :userId AND answer_content <> '';`,
      { replacements: { userId, erased: ERASED_GIVER }, transaction },
    );
    return recipients.map((r) => Number(r.recipient_id));
  });
}

/** The member's money records for "Download my data"; other members appear by id (and gift-card name). */
export async function exportMember(db: Sequelize, schema: string, userId: number): Promise<Record<string, unknown>> {
  const t = (table: string) => `"${schema}".${table}`;
  const rows = (sql: string) => db.query(sql, { type: QueryTypes.SELECT, replacements: { userId } });
  return {
    'ledger.json': {
      wallet: (await rows(`SELECT balance, updated_at FROM ${t('wallets')} WHERE user_id = :userId`))[0] ?? null,
      entries: await rows(
        `SELECT id, delta, balance_after, reason, ref_type, ref_id, created_at FROM ${t('ledger_entries')}
         WHERE user_id = :userId ORDER BY id`,
      ),
    },
    'orders.json': await rows(
      `SELECT order_no, gainer_id, order_type, package_id, tier, months, amount, currency, pay_type, provider,
              state, card_brand, failure_reason, created_at, paid_at, fulfilled_at
       FROM ${t('orders')} WHERE user_id = :userId ORDER BY id`,
    ),
    'gifts.json': {
      given: await rows(
        `SELECT id, recipient_id, gift_id, number, message, total, created_at FROM ${t('gift_sends')}
         WHERE giver_id = :userId ORDER BY id`,
      ),
      received: await rows(
        `SELECT id, giver_id, giver_name, gift_id, number, message, created_at FROM ${t('gift_sends')}
         WHERE recipient_id = :userId ORDER BY id`,
      ),
    },
  };
}
