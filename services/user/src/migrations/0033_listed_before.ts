import type { Migration } from '@kindred/kit';

/**
 * Whether a member (the caller, who is not listed to himself) is listed before a page boundary: a deep
 * userlist page then starts one entry later. Asked as a subquery of the page, it cost more to plan than
 * the page's 12 index entries cost to read (0.30 against 0.17 ms a page, pgbench at 100,000 members);
 * a PL/pgSQL function keeps its plan per connection, and the page query plans as page 1's does
 * (docs/scale/queries.md).
 */
export const listedBefore: Migration = {
  name: '0033_listed_before',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE FUNCTION "${schema}".listed_before(member bigint, boundary_activity timestamptz, boundary_id bigint)
        RETURNS int LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN (SELECT count(*)::int FROM "${schema}".accounts a
          WHERE a.id = member AND a.status = 1 AND a.role = 'member'
            AND NOT EXISTS (SELECT 1 FROM "${schema}".member_settings hidden
              WHERE hidden.user_id = a.id AND hidden.hide_from_lists)
            AND (coalesce(a.last_login_at, '-infinity'::timestamptz), a.id) > (boundary_activity, boundary_id));
      END $$;
    `);
  },
};
