import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { Gift, MessageCircle, UserCheck, UserPlus } from 'lucide-react';
import { Avatar } from '../Avatar';
import { IconButton } from '../IconButton';
import { RelativeTime } from '../RelativeTime';
import { GenderAge } from './GenderAge';
import { VerifiedBadge } from '../VerifiedBadge';
import { Actions, Main, Meta, Name, NameLine, OnlineText, Row, Signature } from './MemberListItem.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import { ageOf, showsLastActive, type MemberSummary } from '../../members/member';

export type MemberListItemProps = ComponentPropsWithoutRef<'article'> & {
  /** The member to show. */
  member: MemberSummary;
  /** Gender of the viewer: last-active times are shown only to gender 0. */
  viewerGender: 0 | 1;
  /** Profile address; the name links there. */
  profileHref?: string;
  /** Client-side navigation to the profile. */
  onOpenProfile?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Follow or unfollow (is_like toggles after the call succeeds). */
  onFollowToggle?: () => void;
  /** Start a chat. */
  onChat?: () => void;
  /** Send a gift. */
  onGift?: () => void;
  /** Fixed "now" (ms) for age and last-active (stories, tests). */
  now?: number;
  /** Wraps the avatar, e.g. in a `HoverCard` with the member's profile card (desktop). */
  wrapAvatar?: (avatar: ReactNode) => ReactNode;
};

/** A member row: avatar with vip badge and online dot, name, gender and age, last active, follow/chat/gift. */
export const MemberListItem = forwardRef<HTMLElement, MemberListItemProps>(function MemberListItem(
  { member, viewerGender, profileHref, onOpenProfile, onFollowToggle, onChat, onGift, now, wrapAvatar, ...rest },
  ref,
) {
  const { t } = useLocale();
  const following = member.is_like === 1;
  // The template decides the word order: "Active 3 hours ago" / "3小時前活躍".
  const [activeBefore, activeAfter = ''] = t('member.lastActive', { time: '\u0000' }).split('\u0000');
  return (
    <Row ref={ref} aria-label={member.username} {...rest}>
      {(wrapAvatar ?? ((avatar: ReactNode) => avatar))(
        <Avatar
          src={member.avatar}
          name={member.username}
          vip={member.vip}
          online={member.is_online === 1}
          size="md"
        />,
      )}
      <Main>
        <NameLine>
          <Name href={profileHref ?? `/w/home/user/detail/${member.id}`} onClick={onOpenProfile}>
            {member.username}
          </Name>
          {member.verified === 1 && <VerifiedBadge />}
          <GenderAge sex={member.sex} age={ageOf(member.birthday, now)} />
        </NameLine>
        <Meta>
          {member.is_online === 1 && <OnlineText>{t('presence.online')}</OnlineText>}
          {showsLastActive(member, viewerGender) && (
            <span>
              {activeBefore}
              <RelativeTime seconds={member.last_login_time!} now={now} />
              {activeAfter}
            </span>
          )}
          {member.signature && <Signature>{member.signature}</Signature>}
        </Meta>
      </Main>
      <Actions>
        <IconButton
          label={following ? t('member.unfollow') : t('member.follow')}
          pressed={following}
          icon={following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
          onClick={onFollowToggle}
        />
        <IconButton label={t('member.chat')} icon={<MessageCircle aria-hidden />} onClick={onChat} />
        <IconButton label={t('member.gift')} icon={<Gift aria-hidden />} onClick={onGift} />
      </Actions>
    </Row>
  );
});
