import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { Camera, Flag, Sparkles, Trash2 } from 'lucide-react';
import { Avatar } from '../Avatar';
import { EmoticonText } from '../EmoticonText';
import { IconButton } from '../IconButton';
import { RelativeTime } from '../RelativeTime';
import { GenderAge } from '../MemberListItem';
import { Author, Body, Picture, Post, Spacer, SystemText, Text, Top } from './TrendItem.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import { ageOf } from '../../members/member';

/** A newsfeed item (docs/product.md section 3). */
export interface Trend {
  id: number;
  /** Author id. */
  mid: number;
  /** 1 when the viewer wrote it. */
  mine: 0 | 1;
  /** 0 joined, 1 text post, 2 changed avatar. */
  type: 0 | 1 | 2;
  content?: string;
  img?: string | null;
  vip: 0 | 1 | 2;
  /** Author gender: 1 male, 0 female (drives the wording of types 0 and 2). */
  sex: 0 | 1;
  /** Author birthday, ms. */
  birthday: number;
  avatar?: string | null;
  username: string;
  /** Unix seconds. */
  create_time: number;
}

export type TrendItemProps = ComponentPropsWithoutRef<'article'> & {
  /** The item. */
  trend: Trend;
  /** Author profile address. */
  profileHref?: string;
  /** Client-side navigation to the author. */
  onOpenProfile?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Delete (offered only on the viewer's own items). */
  onDelete?: (id: number) => void;
  /** Report or block the author (offered only on others' items). */
  onReport?: (trend: Trend) => void;
  /** The report button's name, in the member's language ("Report or block Mei"): the app's words. */
  reportLabel?: string;
  /** Open the picture large. */
  onOpenPicture?: (src: string) => void;
  /** Fixed "now" (ms). */
  now?: number;
  /** Wraps the avatar, e.g. in a `HoverCard` with the author's profile card (desktop). */
  wrapAvatar?: (avatar: ReactNode) => ReactNode;
};

/** One newsfeed entry: joined (type 0), a post with text and picture (1) or an avatar change (2). */
export const TrendItem = forwardRef<HTMLElement, TrendItemProps>(function TrendItem(
  { trend, profileHref, onOpenProfile, onDelete, onReport, reportLabel, onOpenPicture, now, wrapAvatar, ...rest },
  ref,
) {
  const { t } = useLocale();
  const gender = trend.sex === 1 ? 'male' : 'female';
  return (
    <Post ref={ref} aria-label={trend.username} {...rest}>
      {(wrapAvatar ?? ((avatar: ReactNode) => avatar))(
        <Avatar src={trend.avatar} name={trend.username} vip={trend.vip} size="md" />,
      )}
      <Body>
        <Top>
          <Author href={profileHref ?? `/w/home/user/detail/${trend.mid}`} onClick={onOpenProfile}>
            {trend.username}
          </Author>
          <GenderAge sex={trend.sex} age={ageOf(trend.birthday, now)} />
          <Spacer />
          <RelativeTime seconds={trend.create_time} now={now} />
          {trend.mine === 1 && onDelete && (
            <IconButton
              size="sm"
              label={t('trend.delete')}
              icon={<Trash2 aria-hidden />}
              onClick={() => onDelete(trend.id)}
            />
          )}
          {trend.mine !== 1 && onReport && reportLabel && (
            <IconButton size="sm" label={reportLabel} icon={<Flag aria-hidden />} onClick={() => onReport(trend)} />
          )}
        </Top>
        {trend.type === 0 && (
          <SystemText>
            <Sparkles aria-hidden />
            {t(`trend.joined.${gender}`)}
          </SystemText>
        )}
        {trend.type === 2 && (
          <SystemText>
            <Camera aria-hidden />
            {t(`trend.avatar.${gender}`)}
          </SystemText>
        )}
        {trend.type === 1 && trend.content && (
          <Text>
            <EmoticonText text={trend.content} />
          </Text>
        )}
        {(trend.type === 1 || trend.type === 2) && trend.img && (
          <Picture
            src={trend.img}
            alt={t('trend.picture', { name: trend.username })}
            onClick={onOpenPicture ? () => onOpenPicture(trend.img!) : undefined}
            style={onOpenPicture ? { cursor: 'zoom-in' } : undefined}
          />
        )}
      </Body>
    </Post>
  );
});
