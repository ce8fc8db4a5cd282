import type { Migration } from '@kindred/kit';

/**
 * Two- and three-letter name search among one sex, in listing order, from the exact index entries of
 * its page. `accounts_sex_activity` (0031) walked a sex's listing testing every name: ~2,900 entries
 * for "m12" at 100,000 members, 8,000 for "99", and a pair's bigram bitmap of thousands of rows, sorted,
 * when Postgres guessed it rare. `member_name_parts` holds, for each listed member (status 1, role
 * member), one row per distinct lower-cased letter pair and triple of the name, with the member's sex
 * and activity: a term of two or three letters is one such part, so its matches are one index range
 * already in listing order, and a page reads its 30 entries. A trigger on `accounts` keeps the rows in
 * the transaction that changes a name, sex, status, role or sign-in time (docs/scale/queries.md).
 */
export const memberNameParts: Migration = {
  name: '0032_member_name_parts',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE FUNCTION "${schema}".username_parts(name text) RETURNS text[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN ARRAY(SELECT DISTINCT substr(lower(name), i, n)
          FROM generate_series(2, 3) AS n, generate_series(1, length(name) - n + 1) AS i);
      CREATE TABLE "${schema}".member_name_parts (
        part text NOT NULL,
        sex smallint NOT NULL,
        activity timestamptz NOT NULL,
        id bigint NOT NULL
      );
      INSERT INTO "${schema}".member_name_parts
        SELECT part, sex, coalesce(last_login_at, '-infinity'), id
        FROM "${schema}".accounts, unnest("${schema}".username_parts(username)) AS part
        WHERE status = 1 AND role = 'member';
      CREATE INDEX member_name_parts_listing ON "${schema}".member_name_parts (part, sex, activity DESC, id DESC);

      CREATE FUNCTION "${schema}".member_name_parts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.username, OLD.sex, OLD.status, OLD.role, OLD.last_login_at)
            IS NOT DISTINCT FROM (NEW.username, NEW.sex, NEW.status, NEW.role, NEW.last_login_at) THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' AND OLD.status = 1 AND OLD.role = 'member' THEN
          DELETE FROM "${schema}".member_name_parts
          WHERE part = ANY ("${schema}".username_parts(OLD.username)) AND sex = OLD.sex
            AND activity = coalesce(OLD.last_login_at, '-infinity') AND id = OLD.id;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.status = 1 AND NEW.role = 'member' THEN
          INSERT INTO "${schema}".member_name_parts
            SELECT part, NEW.sex, coalesce(NEW.last_login_at, '-infinity'), NEW.id
            FROM unnest("${schema}".username_parts(NEW.username)) AS part;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER accounts_name_parts
        AFTER INSERT OR DELETE OR UPDATE OF username, sex, status, role, last_login_at ON "${schema}".accounts
        FOR EACH ROW EXECUTE FUNCTION "${schema}".member_name_parts_sync();
    `);
    // Its own statement (VACUUM runs outside a transaction): sets the visibility map, without which the
    // index-only scan reads each of its 30 rows from the table as well.
    await sequelize.query(`VACUUM (ANALYZE) "${schema}".member_name_parts`);
  },
};
