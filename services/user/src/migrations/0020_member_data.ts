import type { Migration } from '@kindred/kit';

/** Account deletion: when it was asked for, when its grace period ends, when the account was erased. */
export const memberData: Migration = {
  name: '0020_member_data',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE accounts
        ADD COLUMN deletion_requested_at timestamptz,
        ADD COLUMN deletion_due_at timestamptz,
        ADD COLUMN erased_at timestamptz;
      CREATE INDEX accounts_deletion_due ON accounts (deletion_due_at) WHERE deletion_due_at IS NOT NULL;
    `);
  },
};
