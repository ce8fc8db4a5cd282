/** Opening a notice marks it read (docs: services/edge/src/routes/user.ts); the start-up list follows. */
import { isOk, post } from '../../app/api';
import { loadNotices } from '../../app/startup';

export async function openNotice(id: number): Promise<boolean> {
  const answer = await post('/member/index/upnotice', { id });
  if (isOk(answer)) await loadNotices();
  return isOk(answer);
}
