/**
 * What the demo members tell about themselves (docs/discovery.md): a city of their country, two to
 * four interests of the catalogue, an about text and a looking-for, in the member's language.
 */
import type { DemoMember } from '@kindred/kit';
import { INTEREST_CATALOGUE, LOOKING_FOR, type LookingFor } from '@kindred/rules';

export type DemoLanguage = 'en' | 'zh-Hans' | 'zh-Hant';

export interface DemoProfileFacts {
  about: string;
  city: string;
  interests: string[];
  lookingFor: LookingFor;
}

const TRADITIONAL_CHINESE = new Set(['TW', 'HK', 'MO']);

/** Members with a Chinese name write in the script of their place. */
export function demoLanguageOf(member: DemoMember, country: string): DemoLanguage {
  if (!member.chineseName) return 'en';
  return TRADITIONAL_CHINESE.has(country) ? 'zh-Hant' : 'zh-Hans';
}

/** A small deterministic generator, seeded per member, so every run tells the same stories. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Texts = Record<DemoLanguage, string>;

const CITIES: Record<string, Texts[]> = {
  TW: [
    { en: 'Taipei', 'zh-Hans': '台北', 'zh-Hant': '臺北' },
    { en: 'Kaohsiung', 'zh-Hans': '高雄', 'zh-Hant': '高雄' },
  ],
  MY: [
    { en: 'Kuala Lumpur', 'zh-Hans': '吉隆坡', 'zh-Hant': '吉隆坡' },
    { en: 'Penang', 'zh-Hans': '槟城', 'zh-Hant': '檳城' },
  ],
  SG: [{ en: 'Singapore', 'zh-Hans': '新加坡', 'zh-Hant': '新加坡' }],
  KR: [
    { en: 'Seoul', 'zh-Hans': '首尔', 'zh-Hant': '首爾' },
    { en: 'Busan', 'zh-Hans': '釜山', 'zh-Hant': '釜山' },
  ],
  JP: [
    { en: 'Tokyo', 'zh-Hans': '东京', 'zh-Hant': '東京' },
    { en: 'Osaka', 'zh-Hans': '大阪', 'zh-Hant': '大阪' },
  ],
  HK: [{ en: 'Hong Kong', 'zh-Hans': '香港', 'zh-Hant': '香港' }],
  US: [
    { en: 'New York', 'zh-Hans': '纽约', 'zh-Hant': '紐約' },
    { en: 'San Francisco', 'zh-Hans': '旧金山', 'zh-Hant': '舊金山' },
  ],
  DK: [
    { en: 'Copenhagen', 'zh-Hans': '哥本哈根', 'zh-Hant': '哥本哈根' },
    { en: 'Odense', 'zh-Hans': '欧登塞', 'zh-Hant': '歐登塞' },
  ],
  MO: [{ en: 'Macau', 'zh-Hans': '澳门', 'zh-Hant': '澳門' }],
};

/** About texts; `{a}` and `{b}` are two of the member's interests, in the member's language. */
const ABOUT: Texts[] = [
  {
    en: 'Weekends are for {a} and {b}. Looking for someone to share a good conversation with.',
    'zh-Hans': '周末喜欢{a}和{b}，想找个聊得来的人。',
    'zh-Hant': '週末喜歡{a}和{b}，想找個聊得來的人。',
  },
  {
    en: 'Curious, easy-going and a little shy at first. Ask me about {a}!',
    'zh-Hans': '好奇、随和，刚认识时有点害羞。可以跟我聊聊{a}！',
    'zh-Hant': '好奇、隨和，剛認識時有點害羞。可以跟我聊聊{a}！',
  },
  {
    en: 'I love {a}, {b} and slow mornings. Tell me about your favourite place.',
    'zh-Hans': '我喜欢{a}、{b}和悠闲的早晨。告诉我你最喜欢的地方吧。',
    'zh-Hant': '我喜歡{a}、{b}和悠閒的早晨。告訴我你最喜歡的地方吧。',
  },
  {
    en: 'New in town and happy to meet people who enjoy {a}.',
    'zh-Hans': '刚来这座城市，想认识同样喜欢{a}的朋友。',
    'zh-Hant': '剛來這座城市，想認識同樣喜歡{a}的朋友。',
  },
];

const TAGS = Object.keys(INTEREST_CATALOGUE) as Array<keyof typeof INTEREST_CATALOGUE>;

/** What the demo member tells about themself (docs/discovery.md), in their language; the same on every run. */
export function demoProfileFacts(country: string, language: DemoLanguage, index: number): DemoProfileFacts {
  const random = generator(7_919 * (index + 1));
  const cities = CITIES[country] ?? [];
  const city = cities.length > 0 ? cities[Math.floor(random() * cities.length)]![language] : '';
  const interests: Array<keyof typeof INTEREST_CATALOGUE> = [];
  const count = 2 + Math.floor(random() * 3);
  while (interests.length < count) {
    const tag = TAGS[Math.floor(random() * TAGS.length)]!;
    if (!interests.includes(tag)) interests.push(tag);
  }
  const label = (tag: keyof typeof INTEREST_CATALOGUE) => {
    const text = INTEREST_CATALOGUE[tag][language];
    return language === 'en' ? text.toLowerCase() : text;
  };
  const about = ABOUT[Math.floor(random() * ABOUT.length)]![language].replace('{a}', label(interests[0]!)).replace(
    '{b}',
    label(interests[1]!),
  );
  return { about, city, interests, lookingFor: LOOKING_FOR[Math.floor(random() * LOOKING_FOR.length)]! };
}
