/**
 * The hover card on a newsfeed author's avatar. A feed item knows the author's name, picture, vip,
 * gender and birthday; when the card opens the member's details (online, followed) are loaded
 * (/member/index/userdetail) so that chat now and the follow label are right.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import type { MemberSummary, Trend } from '../../app/ui';
import { loadMemberDetail, toggleFollow } from '../../features/member/memberApi';
import { toMemberDetail } from '../../features/member/members';
import { MemberHoverCard } from '../member/MemberHoverCard';

export function AuthorHoverCard({ trend, children }: { trend: Trend; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [member, setMember] = useState<MemberSummary>({
    id: trend.mid,
    username: trend.username,
    avatar: trend.avatar,
    vip: trend.vip,
    sex: trend.sex,
    birthday: trend.birthday,
    is_online: 0,
    is_like: 0,
  });

  const refresh = (open: boolean) => {
    if (!open) return;
    void loadMemberDetail(trend.mid).then((answer) => {
      if (isOk(answer) && answer.data) setMember(toMemberDetail(answer.data));
    });
  };

  const follow = async () => {
    const answer = await toggleFollow(trend.mid);
    if (!isOk(answer)) {
      toast.show({ message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' });
      return;
    }
    const liked = Number(answer.data?.is_like) === 1;
    setMember((current) => ({ ...current, is_like: liked ? 1 : 0 }));
    toast.show({ message: t(liked ? 'desk.member.follow' : 'desk.member.unfollow'), tone: 'success' });
  };

  return (
    <MemberHoverCard member={member} onFollow={() => void follow()} onOpenChange={refresh}>
      {children}
    </MemberHoverCard>
  );
}
