/**
 * What a member tells about themself on their profile (docs/member-settings.md, "Profile facts") and
 * what discovery search filters on (docs/discovery.md). The edge validates with these, the user
 * service again before it stores, and the web app labels the catalogue's tags in three languages.
 */
import { characterCount } from './account';

export const ABOUT_MAX = 500;
export const CITY_MAX = 60;
export const INTERESTS_MAX = 10;
/** A free tag (one not in the catalogue), in characters. */
export const INTEREST_TAG_MAX = 20;
export const LANGUAGES_MAX = 5;
export const HEIGHT_MIN_CM = 120;
export const HEIGHT_MAX_CM = 230;
/** Ages discovery search accepts. */
export const SEARCH_AGE_MIN = 18;
export const SEARCH_AGE_MAX = 99;

export const LOOKING_FOR = ['friendship', 'dating', 'long_term'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];

/** Interest tags offered by the profile form, with their labels; members may add free tags too. */
export const INTEREST_CATALOGUE = {
  travel: { en: 'Travel', 'zh-Hans': '旅行', 'zh-Hant': '旅行' },
  music: { en: 'Music', 'zh-Hans': '音乐', 'zh-Hant': '音樂' },
  movies: { en: 'Movies', 'zh-Hans': '电影', 'zh-Hant': '電影' },
  reading: { en: 'Reading', 'zh-Hans': '阅读', 'zh-Hant': '閱讀' },
  cooking: { en: 'Cooking', 'zh-Hans': '烹饪', 'zh-Hant': '烹飪' },
  food: { en: 'Food', 'zh-Hans': '美食', 'zh-Hant': '美食' },
  coffee: { en: 'Coffee', 'zh-Hans': '咖啡', 'zh-Hant': '咖啡' },
  wine: { en: 'Wine', 'zh-Hans': '葡萄酒', 'zh-Hant': '葡萄酒' },
  fitness: { en: 'Fitness', 'zh-Hans': '健身', 'zh-Hant': '健身' },
  running: { en: 'Running', 'zh-Hans': '跑步', 'zh-Hant': '跑步' },
  hiking: { en: 'Hiking', 'zh-Hans': '徒步', 'zh-Hant': '健行' },
  yoga: { en: 'Yoga', 'zh-Hans': '瑜伽', 'zh-Hant': '瑜伽' },
  swimming: { en: 'Swimming', 'zh-Hans': '游泳', 'zh-Hant': '游泳' },
  cycling: { en: 'Cycling', 'zh-Hans': '骑行', 'zh-Hant': '單車' },
  dancing: { en: 'Dancing', 'zh-Hans': '跳舞', 'zh-Hant': '跳舞' },
  photography: { en: 'Photography', 'zh-Hans': '摄影', 'zh-Hant': '攝影' },
  art: { en: 'Art', 'zh-Hans': '艺术', 'zh-Hant': '藝術' },
  fashion: { en: 'Fashion', 'zh-Hans': '时尚', 'zh-Hant': '時尚' },
  gaming: { en: 'Gaming', 'zh-Hans': '游戏', 'zh-Hant': '遊戲' },
  technology: { en: 'Technology', 'zh-Hans': '科技', 'zh-Hant': '科技' },
  pets: { en: 'Pets', 'zh-Hans': '宠物', 'zh-Hant': '寵物' },
  nature: { en: 'Nature', 'zh-Hans': '大自然', 'zh-Hant': '大自然' },
  beach: { en: 'Beach', 'zh-Hans': '海滩', 'zh-Hant': '海灘' },
  karaoke: { en: 'Karaoke', 'zh-Hans': 'K歌', 'zh-Hant': '唱K' },
  languages: { en: 'Languages', 'zh-Hans': '语言', 'zh-Hant': '語言' },
  volunteering: { en: 'Volunteering', 'zh-Hans': '志愿服务', 'zh-Hant': '志願服務' },
  meditation: { en: 'Meditation', 'zh-Hans': '冥想', 'zh-Hant': '冥想' },
  gardening: { en: 'Gardening', 'zh-Hans': '园艺', 'zh-Hant': '園藝' },
  tea: { en: 'Tea', 'zh-Hans': '茶', 'zh-Hant': '茶' },
  football: { en: 'Football', 'zh-Hans': '足球', 'zh-Hant': '足球' },
} as const satisfies Record<string, Record<'en' | 'zh-Hans' | 'zh-Hant', string>>;
export type CatalogueInterest = keyof typeof INTEREST_CATALOGUE;
export const CATALOGUE_INTERESTS = Object.keys(INTEREST_CATALOGUE) as CatalogueInterest[];

/** Language codes a profile may list (ISO 639-1, lower case). */
const LANGUAGE_CODE = /^[a-z]{2}$/;

/**
 * A tag as stored and matched: trimmed, lower case, inner spaces as one. Search and profiles compare
 * the normalised form, so that "Travel" and "travel " are one tag.
 */
export function normaliseInterest(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Comma-separated tags (a search's `interests`, a form's field) as normalised, distinct tags. */
export function interestList(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  return [...new Set(parts.map(normaliseInterest).filter(Boolean))];
}

export function isInterestTag(tag: string): boolean {
  const count = characterCount(tag);
  return count > 0 && count <= INTEREST_TAG_MAX && !tag.includes(',');
}

export function isLookingFor(value: string): value is LookingFor {
  return (LOOKING_FOR as readonly string[]).includes(value);
}

export function isLanguageCode(value: string): boolean {
  return LANGUAGE_CODE.test(value);
}

/** 0 means "not given". */
export function isHeight(cm: number): boolean {
  return cm === 0 || (Number.isInteger(cm) && cm >= HEIGHT_MIN_CM && cm <= HEIGHT_MAX_CM);
}

/** The facts a profile holds; empty strings and lists, and height 0, mean "not given". */
export interface ProfileFacts {
  about: string;
  city: string;
  interests: string[];
  lookingFor: '' | LookingFor;
  heightCm: number;
  languages: string[];
}

/** Field name (as the API spells it) -> error code, for every fact that breaks a rule. */
export function profileFactErrors(facts: Partial<ProfileFacts>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (facts.about !== undefined && characterCount(facts.about) > ABOUT_MAX) errors.about = 'too_long';
  if (facts.city !== undefined && characterCount(facts.city) > CITY_MAX) errors.city = 'too_long';
  if (facts.interests !== undefined) {
    if (facts.interests.length > INTERESTS_MAX) errors.interests = 'too_many';
    else if (!facts.interests.every(isInterestTag)) errors.interests = 'invalid';
  }
  if (facts.lookingFor !== undefined && facts.lookingFor !== '' && !isLookingFor(facts.lookingFor))
    errors.looking_for = 'invalid';
  if (facts.heightCm !== undefined && !isHeight(facts.heightCm)) errors.height_cm = 'out_of_range';
  if (facts.languages !== undefined) {
    if (facts.languages.length > LANGUAGES_MAX) errors.languages = 'too_many';
    else if (!facts.languages.every(isLanguageCode)) errors.languages = 'invalid';
  }
  return errors;
}

/**
 * The birthday bounds (ms, UTC calendar as `ageAt`) of members aged `ageMin` to `ageMax` at `now`:
 * born on or before `latest` and after `earliest` (exclusive). Search filters a birthday range, not ages.
 */
export function birthdayRange(ageMin: number, ageMax: number, now: number): { earliest: number; latest: number } {
  const today = new Date(now);
  const yearsAgo = (years: number) =>
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate(), 23, 59, 59, 999);
  return { earliest: yearsAgo(ageMax + 1), latest: yearsAgo(ageMin) };
}

/** A profile-completeness hint: what is still missing for a profile others read (photo, about). */
export function missingProfileParts(profile: { avatar: string; about: string }): Array<'photo' | 'about'> {
  const missing: Array<'photo' | 'about'> = [];
  if (!profile.avatar) missing.push('photo');
  if (!profile.about.trim()) missing.push('about');
  return missing;
}
