import type { Migration } from '@kindred/kit';

/** Which staff member wrote each customer-service reply (docs/staff-api.md); staff-only data. */
export const serviceReplies: Migration = {
  name: '0003-service-replies',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE TABLE "${schema}".service_replies (
        message_id bigint PRIMARY KEY,
        staff_id bigint NOT NULL
      );
    `);
  },
};
