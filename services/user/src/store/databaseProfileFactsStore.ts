import { SchemaStore } from '@kindred/kit';
import type { ProfileFacts } from '@kindred/rules';
import type { ProfileFactsStore } from '../domain/discovery';

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
    await this.db.query(
      `UPDATE ${this.t('accounts')} SET ${set.join(', ')} WHERE id = :userId AND erased_at IS NULL`,
      { replacements: { ...values, userId } },
    );
  }
}

/** A PostgreSQL array literal of `values`, each quoted. */
function toTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
