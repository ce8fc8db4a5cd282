import { InputError, NotFoundError } from '@kindred/kit';
import type { Notice, UserStore } from '../store/userStore';

const NOTICE_TYPES = ['gift', 'report', 'system'];

/** Notices: gift received and report results (docs/product.md section 3). */
export class Notices {
  constructor(private readonly store: UserStore) {}

  async list(userId: number): Promise<{ notices: Notice[]; unread: number }> {
    const notices = await this.store.listNotices(userId);
    return { notices, unread: notices.filter((n) => n.status === 0).length };
  }

  async markRead(userId: number, id: number): Promise<void> {
    if (!(await this.store.markNoticeRead(userId, id))) throw new NotFoundError('notice_not_found');
  }

  async create(
    userId: number,
    notice: { type: string; gift: string; content: string },
    idempotencyKey: string,
    aboutMemberId = 0,
  ): Promise<Notice> {
    if (!NOTICE_TYPES.includes(notice.type)) throw new InputError({ type: 'invalid' });
    if (!(await this.store.findById(userId))) throw new NotFoundError('user_not_found');
    return this.store.createNotice(
      userId,
      { ...notice, content: notice.content.slice(0, 500) },
      idempotencyKey || null,
      false,
      aboutMemberId > 0 ? aboutMemberId : null,
    );
  }
}
