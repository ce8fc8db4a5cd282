import type { Migration } from '@kindred/kit';

/**
 * Who others may list (docs/privacy.md, "Who sees whom"): a member in the deletion grace period leaves
 * every list at once, and a member's lists leave out whom they blocked or are blocked by. The ids of
 * the members pending deletion come from a partial index of their own (a handful of rows, read once
 * per page as a hashed set), so the listing stays index-only. `listed_before_any` generalises
 * `listed_before` (0033) from the caller to the caller and their blocked pairs: how many of them the
 * unfiltered listing holds before a deep page's boundary, so that the page starts that many later.
 */
export const listedToOthers: Migration = {
  name: '0040_listed_to_others',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE INDEX accounts_deletion_pending ON "${schema}".accounts (id) WHERE deletion_due_at IS NOT NULL;
      CREATE FUNCTION "${schema}".listed_before_any(members bigint[], boundary_activity timestamptz, boundary_id bigint)
        RETURNS int LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN (SELECT count(*)::int FROM "${schema}".accounts a
          WHERE a.id = ANY (members) AND a.status = 1 AND a.role = 'member'
            AND NOT EXISTS (SELECT 1 FROM "${schema}".member_settings hidden
              WHERE hidden.user_id = a.id AND hidden.hide_from_lists)
            AND a.deletion_due_at IS NULL
            AND (coalesce(a.last_login_at, '-infinity'::timestamptz), a.id) > (boundary_activity, boundary_id));
      END $$;
      DROP FUNCTION "${schema}".listed_before(bigint, timestamptz, bigint);
    `);
  },
};
