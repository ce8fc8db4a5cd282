/** The member fields the components show (docs/product.md section 3, member list item). */
export interface MemberSummary {
  id: number;
  username: string;
  avatar?: string | null;
  /** 0 free, 1 silver, 2 gold. */
  vip: 0 | 1 | 2;
  /** 1 online. */
  is_online: 0 | 1;
  /** 1 when the viewer follows this member. */
  is_like: 0 | 1;
  /** 1 male, 0 female. */
  sex: 0 | 1;
  /** Birthday as a ms timestamp. */
  birthday: number;
  /** Last activity, Unix seconds. */
  last_login_time?: number;
  signature?: string;
  likecount?: number;
  /** 1 when staff verified the member (a selfie matched their photos): the VerifiedBadge shows. */
  verified?: 0 | 1;
}

/** Full years between a birthday (ms) and now. */
export function ageOf(birthday: number, now: number = Date.now()): number {
  const born = new Date(birthday);
  const today = new Date(now);
  let age = today.getFullYear() - born.getFullYear();
  const beforeBirthday =
    today.getMonth() < born.getMonth() || (today.getMonth() === born.getMonth() && today.getDate() < born.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Spec: last-active time is shown only for offline members, and only to viewers of gender 0. */
export function showsLastActive(
  member: Pick<MemberSummary, 'is_online' | 'last_login_time'>,
  viewerGender: 0 | 1,
): boolean {
  return member.is_online !== 1 && viewerGender === 0 && member.last_login_time !== undefined;
}
