/**
 * Member rows of the desktop lists: avatar, vip badge, online dot, last active (offline members,
 * viewers of gender 0 only), follow toggle, chat and gift. Chat needs Start_chat_dialog (customer
 * service excepted); without it the upgrade notice shows and the upgrade screen follows.
 */
import { useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { useAuthorities } from '../../app/authority';
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { EmptyState, MemberListItem, type MemberSummary } from '../../app/ui';
import { canStartChat } from '../../features/chat/chatRules';
import { UPGRADE_REDIRECT_MS } from '../../features/upgrade/upgradeApi';
import { List } from '../layout';

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
  const flags = useAuthorities();
  const session = useSession();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (members.length === 0) return <EmptyState title={emptyTitle} />;

  const follow = async (member: MemberSummary) => {
    const liked = await onFollow(member.id);
    if (liked === null) toast.show({ message: t('error.internal'), tone: 'danger' });
    else toast.show({ message: t(liked ? 'desk.member.follow' : 'desk.member.unfollow'), tone: 'success' });
  };
  const chat = (member: MemberSummary) => {
    if (!canStartChat(flags, member.id)) {
      toast.show({ message: t('desk.upgradeNotice'), tone: 'warning' });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => navigate(desktopPaths.upgrade), UPGRADE_REDIRECT_MS);
      return;
    }
    navigate(`${desktopPaths.chat}?id=${member.id}`);
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
            onChat={() => chat(member)}
            onGift={() => navigate(desktopPaths.storeFor(member.username))}
          />
        </li>
      ))}
    </List>
  );
}
