/** Opening a notice marks it read (docs: services/edge/src/routes/user.ts); the start-up list follows. */
import { isOk, post } from '../../app/api';
import { loadNotices } from '../../app/startup';

export async function openNotice(id: number): Promise<boolean> {
  const answer = await post('/member/index/upnotice', { id });
  if (isOk(answer)) await loadNotices();
  return isOk(answer);
}

/**
 * The giver of a gift notice: the commerce service writes its content as "{giver} x{number} {title}"
 * with ": {message}" after it (services/commerce/src/domain/gifting.ts); `gift` is the picture.
 */
export function giverOf(content: string): string {
  return /^(.+?) x\d+ /.exec(content)?.[1] ?? '';
}

/** The notices the desktop lists (docs/product.md section 2): gifts received and report results. */
export const listedNotice = (type: string): type is 'gift' | 'report' => type === 'gift' || type === 'report';
