import type { Migration } from '@kindred/kit';

/**
 * Two-letter name search (`username ILIKE '%zq%'`) through an index: a trigram index has no trigram
 * to look up for two letters, so such a search read every member (~30-60 ms at 100,000). This one
 * indexes each name's distinct letter pairs, lower-cased, in a GIN index (what pg_bigm does, with no
 * extension to install): the store adds `username_bigrams(username) @> ARRAY[lower(pair)]` beside the
 * ILIKE, and Postgres reads only the members whose name holds the pair (docs/scale/queries.md).
 */
export const usernameBigrams: Migration = {
  name: '0030_username_bigrams',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE FUNCTION "${schema}".username_bigrams(name text) RETURNS text[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN ARRAY(SELECT DISTINCT substr(lower(name), i, 2) FROM generate_series(1, length(name) - 1) AS i);
      CREATE INDEX accounts_username_bigrams ON "${schema}".accounts USING gin ("${schema}".username_bigrams(username));
      -- Statistics of the indexed pairs: without them Postgres guesses every pair rare and reads all
      -- 11,000 members holding "m1" (30 ms) instead of walking the listing index to its 12 rows (0.4 ms).
      ANALYZE "${schema}".accounts;
    `);
  },
};
