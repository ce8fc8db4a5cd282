/** A member profile as /member/index/userdetail answers it (docs/product.md section 3, member detail). */
import type { MemberSummary, SwipeSlide } from '../../app/ui';
import { factsOf, type ProfileFacts } from '../profile/facts';

export interface MemberDetailRecord {
  id: number | string;
  mid?: number | string;
  username: string;
  avatar?: string | null;
  vip: number | string;
  is_online?: number | string;
  is_like?: number | string;
  sex: number | string;
  birthday: number | string;
  likecount?: number | string;
  signature?: string;
  country?: string;
  email?: string;
  /** Background photo urls (the edge adds them from media). */
  backphotos?: string[];
  about?: string;
  city?: string;
  interests?: string[];
  looking_for?: string;
  height_cm?: number | string;
  languages?: string[];
  /** 1 when staff verified the member (docs/safety.md, "Verified profiles"). */
  verified?: number | string;
}

export interface MemberDetail extends MemberSummary {
  likecount: number;
  country: string;
  backphotos: string[];
  /** What the member tells about themself (about, city, interests, looking for, height, languages). */
  facts: ProfileFacts;
}

export function toMemberDetail(record: MemberDetailRecord): MemberDetail {
  const vip = Number(record.vip);
  return {
    id: Number(record.id),
    username: record.username,
    avatar: record.avatar || null,
    vip: vip === 1 || vip === 2 ? vip : 0,
    is_online: Number(record.is_online) === 1 ? 1 : 0,
    is_like: Number(record.is_like) === 1 ? 1 : 0,
    sex: Number(record.sex) === 1 ? 1 : 0,
    birthday: Number(record.birthday) || 0,
    likecount: Number(record.likecount) || 0,
    signature: record.signature ?? '',
    country: record.country ?? '',
    verified: Number(record.verified) === 1 ? 1 : 0,
    backphotos: Array.isArray(record.backphotos) ? record.backphotos.filter(Boolean) : [],
    facts: factsOf(record),
  };
}

/** Background photos as swipe slides. */
export function backgroundSlides(
  member: Pick<MemberDetail, 'username' | 'backphotos'>,
  alt: (index: number) => string,
): SwipeSlide[] {
  return member.backphotos.map((src, index) => ({ id: `${index}-${src}`, src, alt: alt(index + 1) }));
}
