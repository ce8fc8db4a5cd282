/**
 * Sample data for stories and tests: members, photos, gifts, chats. Portraits are drawn by DiceBear
 * (a dev dependency) and scenery is generated here, so Storybook works offline.
 */
import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import iRose from '@iconify-icons/twemoji/rose';
import iBouquet from '@iconify-icons/twemoji/bouquet';
import iRing from '@iconify-icons/twemoji/ring';
import iGem from '@iconify-icons/twemoji/gem-stone';
import iCrown from '@iconify-icons/twemoji/crown';
import iTeddy from '@iconify-icons/twemoji/teddy-bear';
import iCake from '@iconify-icons/twemoji/birthday-cake';
import iWine from '@iconify-icons/twemoji/wine-glass';
import iChocolate from '@iconify-icons/twemoji/chocolate-bar';
import iHeart from '@iconify-icons/twemoji/sparkling-heart';
import iCar from '@iconify-icons/twemoji/automobile';
import iYacht from '@iconify-icons/twemoji/motor-boat';
import { iconToDataUrl } from '../emoticons/iconify';

const portraitBackgrounds = ['ffd2a6', 'ffc4d0', 'eddff3', 'ffebd4', 'dde2e8', 'ddf5e6'];

/** A deterministic portrait for a seed. */
export function portrait(seed: string): string {
  return createAvatar(personas, {
    seed,
    backgroundColor: portraitBackgrounds,
    backgroundType: ['solid'],
  }).toDataUri();
}

const scenes = [
  ['#FFB26E', '#F7607F', '#5B2D6C'],
  ['#E0EEFF', '#3B82D6', '#1C7442'],
  ['#FFEBD4', '#E2741C', '#86173A'],
  ['#F7F0FA', '#8A4FA0', '#2E1637'],
  ['#DDF5E6', '#2FA45E', '#524741'],
  ['#FFE1E7', '#C72650', '#372F2B'],
];

/** A landscape picture (sky, sun and hills) for photo and post stories. */
export function scenery(index: number, width = 640, height = 480): string {
  const [sky, sun, hills] = scenes[index % scenes.length];
  // width and height: a picture has its own size, like a photo; without them a browser draws it 0 px wide in a shrink-to-fit box.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${sun}" stop-opacity="0.55"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${width * (0.3 + (index % 3) * 0.2)}" cy="${height * 0.42}" r="${height * 0.14}" fill="${sun}" opacity="0.9"/>
<path d="M0 ${height * 0.72} Q ${width * 0.25} ${height * 0.52} ${width * 0.5} ${height * 0.7} T ${width} ${height * 0.66} V ${height} H 0 Z" fill="${hills}" opacity="0.75"/>
<path d="M0 ${height * 0.84} Q ${width * 0.35} ${height * 0.7} ${width * 0.7} ${height * 0.86} T ${width} ${height * 0.8} V ${height} H 0 Z" fill="${hills}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface SampleMember {
  id: number;
  username: string;
  avatar: string;
  vip: 0 | 1 | 2;
  is_online: 0 | 1;
  is_like: 0 | 1;
  sex: 0 | 1;
  /** ms timestamp */
  birthday: number;
  likecount: number;
  /** seconds */
  last_login_time: number;
  signature: string;
  country: string;
}

/** Fixed "now" for stories, so screenshots and tests do not drift: 2025-06-15 20:00 local time. */
export const storyNow = new Date(2025, 5, 15, 20, 0, 0).getTime();
const nowSeconds = Math.floor(storyNow / 1000);

const memberSeeds: Array<[string, 0 | 1 | 2, 0 | 1, 0 | 1, number, string]> = [
  ['Mei Lin', 2, 1, 0, 1996, '喜歡旅行和咖啡，週末常去山上走走。'],
  ['Jason', 1, 1, 1, 1990, 'Runner, cook, terrible at karaoke.'],
  ['Yuki', 0, 0, 0, 1998, '慢慢來，比較快。'],
  ['Chen Hao', 0, 0, 1, 1988, '工程師，喜歡爵士樂'],
  ['Sophia', 2, 0, 0, 1993, 'Looking for someone to share sunsets with.'],
  ['Wei Ting', 1, 1, 0, 1995, '貓奴一枚 🐱'],
  ['Daniel', 0, 1, 1, 1991, ''],
  ['Hana', 1, 0, 0, 1997, '攝影、書店、下雨天'],
];

export const members: SampleMember[] = memberSeeds.map(([username, vip, online, sex, year, signature], index) => ({
  id: 100 + index,
  username,
  avatar: portrait(username),
  vip,
  is_online: online,
  is_like: index % 3 === 0 ? 1 : 0,
  sex,
  birthday: new Date(year, (index * 3) % 12, 5 + index).getTime(),
  likecount: [128, 42, 7, 0, 356, 19, 3, 88][index],
  last_login_time: nowSeconds - [0, 0, 3600 * 5, 86400 * 3, 1800, 0, 86400 * 40, 120][index],
  signature,
  country: ['TW', 'US', 'JP', 'HK', 'SG', 'TW', 'DK', 'KR'][index],
}));

export const customerService = { id: 2, username: 'Kindred', avatar: portrait('Kindred support') };

export interface SampleGift {
  id: number;
  classify: number;
  path: string;
  money: number;
  titlee: string;
  titlec: string;
  titlef: string;
}

const giftRows: Array<[number, typeof iRose, number, string, string, string]> = [
  [1, iRose, 10, 'Rose', '玫瑰', '玫瑰'],
  [1, iBouquet, 99, 'Bouquet', '花束', '花束'],
  [1, iHeart, 20, 'Sparkling heart', '闪亮的心', '閃亮的心'],
  [1, iChocolate, 30, 'Chocolate', '巧克力', '巧克力'],
  [2, iTeddy, 120, 'Teddy bear', '泰迪熊', '泰迪熊'],
  [2, iCake, 88, 'Cake', '蛋糕', '蛋糕'],
  [2, iWine, 150, 'Red wine', '红酒', '紅酒'],
  [3, iRing, 520, 'Ring', '戒指', '戒指'],
  [3, iGem, 999, 'Diamond', '钻石', '鑽石'],
  [3, iCrown, 1314, 'Crown', '皇冠', '皇冠'],
  [3, iCar, 3000, 'Sports car', '跑车', '跑車'],
  [3, iYacht, 5200, 'Yacht', '游艇', '遊艇'],
];

export const gifts: SampleGift[] = giftRows.map(([classify, icon, money, titlee, titlec, titlef], index) => ({
  id: index + 1,
  classify,
  path: iconToDataUrl(icon),
  money,
  titlee,
  titlec,
  titlef,
}));

export const giftCategories = [
  { id: 1, classifye: 'Sweet', classifyc: '甜蜜', classifyf: '甜蜜', gifts: gifts.filter((g) => g.classify === 1) },
  { id: 2, classifye: 'Cozy', classifyc: '温馨', classifyf: '溫馨', gifts: gifts.filter((g) => g.classify === 2) },
  { id: 3, classifye: 'Luxury', classifyc: '奢华', classifyf: '奢華', gifts: gifts.filter((g) => g.classify === 3) },
];

/** Seconds before the story "now". */
export const secondsAgo = (seconds: number) => nowSeconds - seconds;

/** Edge-case members: names that overflow, a member without picture or signature (a closed account). */
export const longChineseMember: SampleMember = {
  ...members[5],
  id: 120,
  username: '歐陽娜娜愛旅行喜歡咖啡與爵士樂的台北女孩',
  signature: '週末喜歡去陽明山健行，平日下班後常在信義區的咖啡店看書，也很喜歡聽現場爵士樂，希望認識一樣熱愛生活的你。',
};
export const longEnglishMember: SampleMember = {
  ...members[1],
  id: 121,
  username: 'Maximilian Alexander Featherstonehaugh-Worthington',
  signature: 'Amateur-photographer-and-weekend-hiker-who-never-uses-spaces-in-his-signature-because-why-not',
};
export const memberWithoutPicture: SampleMember = {
  ...members[6],
  id: 122,
  username: 'Daniel W.',
  avatar: '',
  is_online: 0,
  signature: '',
  likecount: 0,
};

/** Members by a readable name, for select controls (`options` + `mapping`) instead of JSON. */
export const memberPresets = {
  'Mei Lin: gold VIP, online, followed': members[0],
  'Jason: silver VIP, online': members[1],
  'Yuki: free, offline 5 h': members[2],
  'Chen Hao: offline 3 days, followed': members[3],
  'Long Chinese name': longChineseMember,
  'Long English name': longEnglishMember,
  'No picture, no signature': memberWithoutPicture,
};

/** An argType for a member prop: a select of the presets above. */
export const memberArgType = {
  options: Object.keys(memberPresets),
  mapping: memberPresets,
  control: { type: 'select' as const },
};
