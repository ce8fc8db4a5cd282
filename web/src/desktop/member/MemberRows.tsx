/**
 * Member rows of the desktop lists: avatar (with the hover card), vip badge, online dot, last active
 * (offline members, viewers of gender 0 only), follow toggle, chat and gift (the send-gift overlay).
 * Chat opens a floating window and needs Start_chat_dialog (customer service excepted); without it the
 * upgrade notice shows and the upgrade screen follows (useStartChat).
 */
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { EmptyState, MemberListItem, type MemberSummary } from '../../app/ui';
import { useStartChat } from '../chat/useStartChat';
import { useSendGift } from '../../features/gift/sendGift';
import { List } from '../layout';
import { MemberHoverCard } from './MemberHoverCard';

export function MemberRows({
  members,
  onFollow,
  emptyTitle,
}: {
  members: MemberSummary[];
  onFollow: (id: number) => Promise<boolean | null>;
  emptyTitle: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const sendGift = useSendGift();
  const startChat = useStartChat();
  if (members.length === 0) return <EmptyState title={emptyTitle} />;

  const follow = async (member: MemberSummary) => {
    const liked = await onFollow(member.id);
    if (liked === null) toast.show({ message: t('error.internal'), tone: 'danger' });
    else toast.show({ message: t(liked ? 'desk.member.follow' : 'desk.member.unfollow'), tone: 'success' });
  };

  return (
    <List>
      {members.map((member) => (
        <li key={member.id}>
          <MemberListItem
            member={member}
            viewerGender={session?.gender === 0 ? 0 : 1}
            profileHref={desktopPaths.userDetail(member.id)}
            onOpenProfile={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              navigate(desktopPaths.userDetail(member.id));
            }}
            onFollowToggle={() => void follow(member)}
            onChat={() => startChat(member.id)}
            onGift={() => sendGift.open(member.username)}
            wrapAvatar={(avatar: ReactNode) => (
              <MemberHoverCard member={member} onFollow={() => void follow(member)}>
                {avatar}
              </MemberHoverCard>
            )}
          />
        </li>
      ))}
    </List>
  );
}
