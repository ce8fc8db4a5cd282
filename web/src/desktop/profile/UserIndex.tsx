/** /w/home/user/index: own profile with the avatar dialog, signature, post box and own posts. */
import { useMemo } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { Avatar, formatUsd, ScreenHeader } from '../../app/ui';
import { pagedReader, useTrendFeed } from '../../features/trend/trends';
import { TrendFeed } from '../trend/TrendFeed';
import { Card, Columns, Content, Paragraph, Subheading, TextLink } from '../layout';
import { AvatarDialog } from '../settings/AvatarDialog';
import { PostBox } from './PostBox';
import { SignatureEditor } from '../settings/SignatureEditor';
import { OwnProfileFacts } from './OwnProfileFacts';

export default function UserIndex() {
  const { t } = useTranslation();
  const session = useSession();
  const read = useMemo(() => pagedReader('/member/trend/my_trend'), []);
  const feed = useTrendFeed(read);
  if (!session) return null;
  return (
    <Content>
      <ScreenHeader size="heading" title={session.username} />
      <Columns>
        <div>
          <Card>
            <PostBox onPosted={() => void feed.refresh()} />
          </Card>
          <Card aria-label={t('desk.user.myPosts')}>
            <Subheading>{t('desk.user.myPosts')}</Subheading>
            <TrendFeed feed={feed} emptyTitle={t('desk.home.noTrends')} />
          </Card>
        </div>
        <Card aria-label={t('desk.title.user')}>
          <Avatar src={session.avatar || null} name={session.username} vip={session.vip} size="xl" />
          <AvatarDialog />
          <SignatureEditor />
          <Paragraph>
            {t('desk.home.balance')}: {formatUsd(session.amount)}
          </Paragraph>
          <TextLink to={desktopPaths.photo(session.id)}>{t('desk.user.photos')}</TextLink>
          <OwnProfileFacts />
        </Card>
      </Columns>
    </Content>
  );
}
