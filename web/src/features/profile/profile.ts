/**
 * /member/index/profile (docs/product.md section 7): saves avatar, sex, birthday and country together, so
 * every settings screen sends the member's current values with the one it changes. The email is not
 * among them: it moves only with the password and the new address's consent (features/settings/emailChange.ts).
 * Birthday is required (docs/product.md section 5). Answers 200 modified, other modify failed.
 */
import { isOk, post, postFile } from '../../app/api';
import { getSession, updateSession, type SessionUser } from '../../app/session';
import { checkBirthday } from '../../app/validation';

export type ProfileChange = Partial<Pick<SessionUser, 'birthday' | 'country' | 'gender'>>;

/** The outcome: saved, or the i18n key of the problem and the field it concerns (field i18n key). */
export type ProfileOutcome = { saved: true } | { saved: false; problem: string; field?: 'field.birthday' };

export async function saveProfile(change: ProfileChange): Promise<ProfileOutcome> {
  const session = getSession();
  if (!session) return { saved: false, problem: 'setup.modifyFail' };
  const next = { ...session, ...change };
  const birthdayProblem = checkBirthday(next.birthday ? new Date(next.birthday) : null);
  if (birthdayProblem) return { saved: false, problem: birthdayProblem, field: 'field.birthday' };
  const answer = await post('/member/index/profile', {
    avatar: next.avatar,
    sex: next.gender,
    birthday: next.birthday,
    country: next.country,
  });
  if (isOk(answer)) {
    updateSession(change);
    return { saved: true };
  }
  return { saved: false, problem: 'setup.modifyFail' };
}

/** /member/index/changesignature; the session follows on success. */
export async function changeSignature(signature: string) {
  const answer = await post('/member/index/changesignature', { signature });
  if (isOk(answer)) updateSession({ signature });
  return answer;
}

/** /member/index/uploadImg with the cropped png; the session's avatar follows on success. */
export async function uploadAvatar(png: Blob) {
  const answer = await postFile<{ url: string; avatar?: string }>('/member/index/uploadImg', 'img', png, 'avatar.png');
  if (isOk(answer) && answer.data) updateSession({ avatar: answer.data.avatar ?? answer.data.url });
  return answer;
}
