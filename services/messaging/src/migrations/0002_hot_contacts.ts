import type { Migration } from '@kindred/kit';

/**
 * Every stored message rewrites two contacts rows (last message, unread count). With last_time in an
 * index none of those updates could be HOT, so each one also wrote index entries: the contacts upsert
 * was most of a batch's time (EXPLAIN ANALYZE, 500 messages: 49 ms, 13,002 buffers; after: 9 ms,
 * 5,190). A member's list is read through the primary key (owner_id, partner_id) and sorted (at most
 * a few hundred rows); free space on each page keeps the updates HOT.
 */
export const hotContacts: Migration = {
  name: '0002-hot-contacts',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      DROP INDEX IF EXISTS "${schema}".contacts_list;
      ALTER TABLE "${schema}".contacts SET (fillfactor = 70);
    `);
  },
};
