/**
 * The signed-in member as the profile headers show them: shared by "mine" (MyIndex) and one's own
 * profile (MemberProfile), which would otherwise load the whole "mine" screen for these two helpers.
 */
import type { SessionUser } from '../../app/session';
import type { MemberSummary } from '../../app/ui';

/** The deadline of the member's tier (unix seconds) as YYYY-MM-DD, or nothing for free members. */
export function membershipExpiry(
  session: Pick<SessionUser, 'vip' | 'overduedate_1' | 'overduedate_2'>,
): string | undefined {
  const seconds = session.vip === 2 ? session.overduedate_2 : session.vip === 1 ? session.overduedate_1 : 0;
  if (!seconds) return undefined;
  const date = new Date(seconds * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The session as the design system's member shape. */
export function sessionMember(session: SessionUser): MemberSummary {
  return {
    id: session.id,
    username: session.username,
    avatar: session.avatar || null,
    vip: session.vip,
    is_online: 1,
    is_like: 0,
    sex: session.gender,
    birthday: session.birthday,
    signature: session.signature,
  };
}
