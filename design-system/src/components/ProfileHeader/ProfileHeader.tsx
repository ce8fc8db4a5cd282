import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Flag, Gift, Heart, Images, MessageCircle, UserCheck, UserPlus } from 'lucide-react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { ButtonRoot } from '../Button/Button.styles';
import { Swipe, type SwipeSlide } from '../Swipe';
import { GenderAge } from '../MemberListItem';
import { VerifiedBadge } from '../VerifiedBadge';
import {
  ActionBar,
  HeaderRoot,
  Hero,
  Identity,
  LikeSlot,
  Muted,
  Name,
  Row,
  SignatureText,
  Stats,
  Tier,
} from './ProfileHeader.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import { ageOf, type MemberSummary } from '../../members/member';

export type ProfileHeaderProps = ComponentPropsWithoutRef<'section'> & {
  /** The member shown. */
  member: MemberSummary;
  /** own: "Mine" page with membership, expiry, posts and balance; member: someone else's profile. */
  variant?: 'own' | 'member';
  /** Background photos (swipe, autoplay 3 s); the brand gradient when empty. */
  backgrounds?: SwipeSlide[];
  /** Own page: membership deadline shown as text (e.g. "2025-12-31"). */
  expiry?: string;
  /** Own page: balance, formatted ("$800.00"). */
  balance?: string;
  /** Own page: number of newsfeed posts. */
  newsfeedCount?: number;
  /** Member page: like the profile (count in `member.likecount`). */
  liked?: boolean;
  onLike?: () => void;
  onMessage?: () => void;
  onFollowToggle?: () => void;
  onGift?: () => void;
  onReport?: () => void;
  /** Member page: link to the member's photos. */
  photosHref?: string;
  /** Fixed "now" (ms). */
  now?: number;
};

/** The top of a profile: background swipe, avatar, name, gender and age, membership and actions. */
export const ProfileHeader = forwardRef<HTMLElement, ProfileHeaderProps>(function ProfileHeader(
  {
    member,
    variant = 'member',
    backgrounds = [],
    expiry,
    balance,
    newsfeedCount = 0,
    liked = false,
    onLike,
    onMessage,
    onFollowToggle,
    onGift,
    onReport,
    photosHref,
    now,
    ...rest
  },
  ref,
) {
  const { t } = useLocale();
  const id = useId();
  const tier = t(`vip.${member.vip}` as 'vip.0');
  const following = member.is_like === 1;
  return (
    <HeaderRoot ref={ref} aria-labelledby={`profile-${id}`} {...rest}>
      {backgrounds.length > 0 ? <Swipe slides={backgrounds} height="180px" style={{ borderRadius: 0 }} /> : <Hero />}
      {variant === 'member' && (
        <LikeSlot style={{ top: backgrounds.length > 0 ? 132 : 92, bottom: 'auto' }}>
          <Button
            size="sm"
            variant={liked ? 'primary' : 'secondary'}
            aria-pressed={liked}
            iconStart={<Heart aria-hidden fill={liked ? 'currentColor' : 'none'} />}
            onClick={onLike}
          >
            {t('member.likes', { count: member.likecount ?? 0 })}
          </Button>
        </LikeSlot>
      )}
      <Identity>
        <Avatar
          src={member.avatar}
          name={member.username}
          vip={member.vip}
          online={variant === 'member' ? member.is_online === 1 : undefined}
          size="xl"
        />
        <Name id={`profile-${id}`}>{member.username}</Name>
        <Row>
          {member.verified === 1 && <VerifiedBadge variant="label" />}
          <GenderAge sex={member.sex} age={ageOf(member.birthday, now)} />
          <Tier $vip={member.vip}>{tier}</Tier>
          {variant === 'own' && member.vip > 0 && expiry && (
            <Muted>{t('profile.expires', { tier, date: expiry })}</Muted>
          )}
        </Row>
        <SignatureText>{member.signature || t('profile.signatureEmpty')}</SignatureText>
      </Identity>
      {variant === 'own' ? (
        <Stats>
          <div>
            <dt>{t('nav.newsfeed')}</dt>
            <dd>{newsfeedCount}</dd>
          </div>
          <div>
            <dt>{t('profile.balance')}</dt>
            <dd>{balance ?? '$0.00'}</dd>
          </div>
        </Stats>
      ) : (
        <ActionBar>
          <Button size="sm" iconStart={<MessageCircle aria-hidden />} onClick={onMessage}>
            {t('profile.message')}
          </Button>
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
          {photosHref && (
            <ButtonRoot
              as="a"
              href={photosHref}
              $size="sm"
              $variant="ghost"
              $fullWidth={false}
              style={{ textDecoration: 'none' }}
            >
              <Images aria-hidden />
              {t('profile.photos')}
            </ButtonRoot>
          )}
          <Button size="sm" variant="ghost" iconStart={<Flag aria-hidden />} onClick={onReport}>
            {t('profile.report')}
          </Button>
        </ActionBar>
      )}
    </HeaderRoot>
  );
});
