/** Posting and deleting newsfeed items (services/edge/src/routes/social.ts). */
import { isOk, post, type Envelope } from '../../app/api';
import { getSession, updateSession } from '../../app/session';

/**
 * Posts text and/or an uploaded picture url. A post with a picture also puts the picture in the
 * member's photos, and the session's newsfeed count follows.
 */
export async function publishTrend(content: string, img: string): Promise<Envelope> {
  const answer = await post('/member/trend/released', { content, img });
  if (!isOk(answer)) return answer;
  if (img) await post('/member/photo/released', { img });
  const session = getSession();
  if (session) updateSession({ newfeedcount: session.newfeedcount + 1 });
  return answer;
}

/** Only the author's own items (mine 1) can go; the session's newsfeed count follows. */
export async function deleteTrend(id: number): Promise<Envelope> {
  const answer = await post('/member/trend/del', { id });
  const session = getSession();
  if (isOk(answer) && session) updateSession({ newfeedcount: Math.max(0, session.newfeedcount - 1) });
  return answer;
}
