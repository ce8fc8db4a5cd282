import { forwardRef, useId, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { Gift, MessageCircle, UserCheck, UserPlus } from 'lucide-react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { RelativeTime } from '../RelativeTime';
import { GenderAge } from '../MemberListItem';
import { VerifiedBadge } from '../VerifiedBadge';
import {
  Actions,
  Banner,
  Card,
  Head,
  Info,
  Line,
  MetaText,
  NameLink,
  Photo,
  PhotoShade,
  Signature,
  VipTag,
} from './MemberCard.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import { ageOf, showsLastActive, type MemberSummary } from '../../members/member';

export type MemberCardProps = ComponentPropsWithoutRef<'article'> & {
  /** The member. */
  member: MemberSummary;
  /** tile: grid of members; popover: the 350 px hover profile card. */
  variant?: 'tile' | 'popover';
  /** Gender of the viewer (last-active shown only to gender 0). */
  viewerGender: 0 | 1;
  /** Profile address. */
  profileHref?: string;
  /** Client-side navigation to the profile. */
  onOpenProfile?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Follow or unfollow. */
  onFollowToggle?: () => void;
  /** Chat now (offered only when the member is online in the popover). */
  onChat?: () => void;
  /** Send a gift. */
  onGift?: () => void;
  /** Fixed "now" (ms). */
  now?: number;
};

/** A member as a card: photo tile in member grids, or the desktop hover card with chat/follow/gift. */
export const MemberCard = forwardRef<HTMLElement, MemberCardProps>(function MemberCard(
  { member, variant = 'tile', viewerGender, profileHref, onOpenProfile, onFollowToggle, onChat, onGift, now, ...rest },
  ref,
) {
  const { t } = useLocale();
  const id = useId();
  const following = member.is_like === 1;
  const online = member.is_online === 1;
  const href = profileHref ?? `/w/home/user/detail/${member.id}`;
  const age = ageOf(member.birthday, now);
  const lastActive = showsLastActive(member, viewerGender) && (
    <MetaText $inverse={variant === 'tile'}>
      <RelativeTime
        seconds={member.last_login_time!}
        now={now}
        style={variant === 'tile' ? { color: 'inherit' } : undefined}
      />
    </MetaText>
  );

  if (variant === 'tile') {
    return (
      <Card ref={ref} $variant="tile" aria-labelledby={`member-${id}`} {...rest}>
        <Photo>
          {member.avatar ? <img src={member.avatar} alt="" /> : null}
          <div style={{ position: 'absolute', top: 10, left: 10 }}>
            {member.vip > 0 && (
              <VipTag $vip={member.vip === 2 ? 2 : 1}>{t(member.vip === 2 ? 'vip.2' : 'vip.1')}</VipTag>
            )}
          </div>
          <PhotoShade>
            <Line>
              <NameLink id={`member-${id}`} href={href} onClick={onOpenProfile} $inverse>
                {member.username}
              </NameLink>
              {member.verified === 1 && <VerifiedBadge />}
              <GenderAge sex={member.sex} age={age} />
            </Line>
            <Line>
              <MetaText $inverse>{t(online ? 'presence.online' : 'presence.offline')}</MetaText>
              {lastActive}
            </Line>
          </PhotoShade>
        </Photo>
        <Actions style={{ paddingTop: 12 }}>
          <IconButton
            variant={following ? 'subtle' : 'ghost'}
            pressed={following}
            label={following ? t('member.unfollow') : t('member.follow')}
            icon={following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
            onClick={onFollowToggle}
          />
          <IconButton label={t('member.chat')} icon={<MessageCircle aria-hidden />} onClick={onChat} />
          <IconButton label={t('member.gift')} icon={<Gift aria-hidden />} onClick={onGift} />
        </Actions>
      </Card>
    );
  }

  return (
    <Card ref={ref} $variant="popover" aria-labelledby={`member-${id}`} {...rest}>
      <Banner aria-hidden="true" />
      <Head $variant="popover">
        <Avatar src={member.avatar} name={member.username} vip={member.vip} online={online} size="xl" />
        <Info>
          <NameLink id={`member-${id}`} href={href} onClick={onOpenProfile}>
            {member.username}
          </NameLink>
          <Line>
            {member.verified === 1 && <VerifiedBadge />}
            <GenderAge sex={member.sex} age={age} />
            {member.vip > 0 && (
              <VipTag $vip={member.vip === 2 ? 2 : 1}>{t(member.vip === 2 ? 'vip.2' : 'vip.1')}</VipTag>
            )}
            {lastActive}
          </Line>
        </Info>
      </Head>
      {member.signature && <Signature>{member.signature}</Signature>}
      <Actions>
        {online && (
          <Button size="sm" iconStart={<MessageCircle aria-hidden />} onClick={onChat}>
            {t('member.chat')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={following}
          iconStart={following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
          onClick={onFollowToggle}
        >
          {following ? t('member.unfollow') : t('member.follow')}
        </Button>
        <Button size="sm" variant="secondary" iconStart={<Gift aria-hidden />} onClick={onGift}>
          {t('member.gift')}
        </Button>
      </Actions>
    </Card>
  );
});
