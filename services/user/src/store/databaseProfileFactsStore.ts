import { SchemaStore } from '@kindred/kit';
import type { ProfileFacts } from '@kindred/rules';
import { SUGGESTION_SCORE as points, type ProfileFactsStore, type SuggestionQuery } from '../domain/discovery';
import { ACTIVITY } from './memberListing';
import { listedToOthers } from './listedToOthers';

interface FactsRow {
  about: string;
  city: string;
  interests: string[];
  looking_for: ProfileFacts['lookingFor'];
  height_cm: number;
  languages: string[];
}

const COLUMNS: Record<keyof ProfileFacts, keyof FactsRow> = {
  about: 'about',
  city: 'city',
  interests: 'interests',
  lookingFor: 'looking_for',
  heightCm: 'height_cm',
  languages: 'languages',
};

const YEAR_MS = 365.25 * 86_400_000;

/** The score of candidate `c` for the viewer `me` (SUGGESTION_SCORE), in SQL. */
const SCORE = `
  ${points.perSharedInterest} * cardinality(ARRAY(SELECT unnest(c.interests) INTERSECT SELECT unnest(me.interests)))
  + CASE WHEN me.birthday = 0 OR c.birthday = 0 THEN 0
      WHEN abs(c.birthday - me.birthday) <= ${5 * YEAR_MS} THEN ${points.ageWithin5Years}
      WHEN abs(c.birthday - me.birthday) <= ${10 * YEAR_MS} THEN ${points.ageWithin10Years} ELSE 0 END
  + CASE WHEN me.country <> '' AND c.country = me.country THEN ${points.sameCountry} ELSE 0 END
  + CASE WHEN me.city <> '' AND lower(c.city) = lower(me.city) THEN ${points.sameCity} ELSE 0 END
  + CASE WHEN c.last_login_at > now() - interval '1 day' THEN ${points.activeToday}
      WHEN c.last_login_at > now() - interval '7 days' THEN ${points.activeThisWeek} ELSE 0 END
  + CASE WHEN c.avatar <> '' THEN ${points.hasPhoto} ELSE 0 END`;

/** Profile facts in their `accounts` columns (migration 0100), beside what search filters with them. */
export class DatabaseProfileFactsStore extends SchemaStore implements ProfileFactsStore {
  async findFacts(userId: number): Promise<ProfileFacts | null> {
    const [row] = await this.rows<FactsRow>(
      `SELECT about, city, interests, looking_for, height_cm, languages FROM ${this.t('accounts')}
       WHERE id = :userId AND erased_at IS NULL`,
      { userId },
    );
    return row
      ? {
          about: row.about,
          city: row.city,
          interests: row.interests,
          lookingFor: row.looking_for,
          heightCm: row.height_cm,
          languages: row.languages,
        }
      : null;
  }

  /**
   * The pool is a walk of the listing index (`accounts_sex_activity`) that stops after `pool` rows; the
   * score and its order are computed over that pool only, so the cost does not grow with the members.
   */
  async suggestedIds(q: SuggestionQuery): Promise<{ ids: number[]; total: number }> {
    const table = (name: string) => this.t(name);
    const excluded = q.excludedIds.length ? 'AND a.id NOT IN (:excludedIds)' : '';
    const activity = (alias: string) => ACTIVITY.replace('last_login_at', `${alias}.last_login_at`);
    const rows = await this.rows<{ id: string; total: string }>(
      `WITH me AS (SELECT birthday, country, city, interests FROM ${this.t('accounts')} WHERE id = :viewerId),
       pool AS (
         SELECT a.id, a.last_login_at, a.birthday, a.country, a.city, a.interests, a.avatar
         FROM ${this.t('accounts')} a
         WHERE a.status = 1 AND a.role = 'member' AND a.sex = :sex AND a.id <> :viewerId
           AND ${listedToOthers(table, 'a')} ${excluded}
         ORDER BY ${activity('a')} DESC, a.id DESC
         LIMIT :pool
       )
       SELECT c.id, count(*) OVER () AS total FROM pool c, me
       ORDER BY ${SCORE} DESC, ${activity('c')} DESC, c.id DESC
       LIMIT :limit OFFSET :offset`,
      { ...q },
    );
    // A page past the last has no row to carry the total: count the pool alone then.
    if (rows.length === 0 && q.offset > 0) return { ids: [], total: await this.poolSize(q) };
    return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total ?? 0) };
  }

  private async poolSize(q: SuggestionQuery): Promise<number> {
    const rows = await this.suggestedIds({ ...q, offset: 0, limit: 1 });
    return rows.total;
  }

  async saveFacts(userId: number, facts: Partial<ProfileFacts>): Promise<void> {
    const given = (Object.keys(COLUMNS) as Array<keyof ProfileFacts>).filter((name) => facts[name] !== undefined);
    if (given.length === 0) return;
    // Arrays go in as one text[] literal each (an empty list included), never as a list of values.
    const set = given.map((name) =>
      Array.isArray(facts[name]) ? `${COLUMNS[name]} = CAST(:${name} AS text[])` : `${COLUMNS[name]} = :${name}`,
    );
    const values = Object.fromEntries(
      given.map((name) => {
        const value = facts[name];
        return [name, Array.isArray(value) ? toTextArray(value) : value];
      }),
    );
    await this.db.query(`UPDATE ${this.t('accounts')} SET ${set.join(', ')} WHERE id = :userId AND erased_at IS NULL`, {
      replacements: { ...values, userId },
    });
  }
}

/** A PostgreSQL array literal of `values`, each quoted. */
function toTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
