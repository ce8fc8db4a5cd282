import { SchemaStore } from '@kindred/kit';
import type { NewSavedSearch, SavedSearch, SavedSearchMatch, SavedSearchStore } from '../domain/savedSearches';
import { listedToOthers } from './listedToOthers';

interface SearchRow {
  id: string;
  user_id: string;
  name: string;
  sex: number;
  age_min: number;
  age_max: number;
  country: string;
  city: string;
  online: boolean;
  with_photo: boolean;
  interests: string[];
  created_at: Date;
}

const toSearch = (row: SearchRow): SavedSearch => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  name: row.name,
  sex: row.sex,
  ageMin: row.age_min,
  ageMax: row.age_max,
  country: row.country,
  city: row.city,
  online: row.online,
  withPhoto: row.with_photo,
  interests: row.interests,
  createdAt: row.created_at.getTime(),
});

/** A member's age in whole years on the UTC day `:today` (a birthday today counted), from `birthday` (ms). */
const AGE = `date_part('year', age(CAST(:today AS date), (to_timestamp(a.birthday / 1000.0) AT TIME ZONE 'UTC')::date))`;

/**
 * Each saved search of the new member's sex whose filters they pass, as the search's own query would
 * (memberListing.ts's `memberFilter`): ages from birthdays, country, city in any case, all the
 * interests, a photo. "Online now" describes the moment of a search, not a member who just joined:
 * a notice does not ask it. The member is listed as every list lists (`listedToOthers`, with
 * `status = 1`); blocked pairs are social's, and the notifier leaves them out.
 */
const MATCHES = (t: (name: string) => string) => `
  SELECT search_id, owner_id, member_id FROM (
    SELECT s.id AS search_id, s.user_id AS owner_id, a.id AS member_id,
      row_number() OVER (PARTITION BY s.id ORDER BY a.id) AS n
    FROM ${t('accounts')} a JOIN ${t('saved_searches')} s ON s.sex = a.sex AND s.user_id <> a.id
    WHERE a.id IN (:memberIds) AND a.status = 1 AND a.role = 'member'
      AND ${listedToOthers(t, 'a')}
      AND (s.age_min = 0 OR ${AGE} >= s.age_min)
      AND (s.age_max = 0 OR ${AGE} <= s.age_max)
      AND (s.country = '' OR s.country = a.country)
      AND (s.city = '' OR lower(s.city) = lower(a.city))
      AND a.interests @> s.interests
      AND (NOT s.with_photo OR a.avatar <> '')
  ) matched WHERE n <= :perSearch ORDER BY search_id, member_id`;

/** Saved searches in `saved_searches` and the notice sweep's cursor (migration 0110). */
export class DatabaseSavedSearchStore extends SchemaStore implements SavedSearchStore {
  async add(search: NewSavedSearch, max: number): Promise<SavedSearch | null> {
    return this.db.transaction(async (transaction) => {
      // The owner's row lock makes "count, then add" one step for concurrent adds.
      await this.rows(`SELECT id FROM ${this.t('accounts')} WHERE id = :userId FOR UPDATE`, search, transaction);
      const [count] = await this.rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${this.t('saved_searches')} WHERE user_id = :userId`,
        search,
        transaction,
      );
      if ((count?.n ?? 0) >= max) return null;
      const [row] = await this.rows<SearchRow>(
        `INSERT INTO ${this.t('saved_searches')}
           (user_id, name, sex, age_min, age_max, country, city, online, with_photo, interests)
         VALUES (:userId, :name, :sex, :ageMin, :ageMax, :country, :city, :online, :withPhoto,
           ${search.interests.length ? 'ARRAY[:interests]::text[]' : `'{}'::text[]`})
         RETURNING *`,
        { ...search },
        transaction,
      );
      return toSearch({ ...row!, interests: search.interests });
    });
  }

  async list(userId: number): Promise<SavedSearch[]> {
    const rows = await this.rows<SearchRow>(
      `SELECT * FROM ${this.t('saved_searches')} WHERE user_id = :userId ORDER BY id`,
      { userId },
    );
    return rows.map(toSearch);
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await this.rows<{ id: string }>(
      `DELETE FROM ${this.t('saved_searches')} WHERE user_id = :userId AND id = :id RETURNING id`,
      { userId, id },
    );
    return rows.length > 0;
  }

  async sweepJoined(
    batch: number,
    perSearch: number,
    now: number,
    publish: (matches: SavedSearchMatch[]) => Promise<void>,
  ): Promise<number | null> {
    return this.db.transaction(async (transaction) => {
      const [cursor] = await this.rows<{ last_event_id: string }>(
        `SELECT last_event_id FROM ${this.t('saved_search_cursor')} WHERE id = 1 FOR UPDATE SKIP LOCKED`,
        {},
        transaction,
      );
      if (!cursor) return null;
      const events = await this.rows<{ id: string; type: string; user_id: string }>(
        `SELECT id, type, user_id FROM ${this.t('account_events')} WHERE id > :after ORDER BY id LIMIT :batch`,
        { after: cursor.last_event_id, batch },
        transaction,
      );
      const last = events[events.length - 1];
      if (!last) return 0;
      const memberIds = [...new Set(events.filter((e) => e.type === 'joined').map((e) => Number(e.user_id)))];
      const matches = memberIds.length
        ? await this.rows<{ search_id: string; owner_id: string; member_id: string }>(
            MATCHES((name) => this.t(name)),
            { memberIds, perSearch, today: new Date(now).toISOString().slice(0, 10) },
            transaction,
          )
        : [];
      await publish(
        matches.map((m) => ({
          searchId: Number(m.search_id),
          ownerId: Number(m.owner_id),
          memberId: Number(m.member_id),
        })),
      );
      await this.db.query(`UPDATE ${this.t('saved_search_cursor')} SET last_event_id = :id WHERE id = 1`, {
        replacements: { id: last.id },
        transaction,
      });
      return events.length;
    });
  }
}
