/**
 * /w/home/user/detail/{id} (needs View_profiles): the username on top, avatar with vip badge and
 * online dot, gender, send message, follow / cancel follow (by is_like), gift, report or block, the member's
 * newsfeed, and under the card the album's newest photos as a gallery (AlbumGallery.tsx). One's own
 * id goes to user/index; the data reloads when the id changes.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { Avatar, Button, ReportDialog, ScreenHeader, Stack, VerifiedBadge } from '../../app/ui';
import { canStartChat } from '../../features/chat/chatRules';
import { useSendGift } from '../../features/gift/sendGift';
import { loadMemberDetail, toggleFollow } from '../../features/member/memberApi';
import { useReportBlock } from '../../features/safety/useReportBlock';
import { toMemberDetail, type MemberDetail } from '../../features/member/members';
import { memberTrendsReader, useTrendFeed } from '../../features/trend/trends';
import { UPGRADE_REDIRECT_MS } from '../../features/upgrade/upgradeApi';
import { TrendFeed } from '../trend/TrendFeed';
import { ProfileFactsList } from './ProfileFactsList';
import { Card, Columns, Content, Paragraph, Row, Subheading } from '../layout';
import { AlbumGallery } from './AlbumGallery';

function Trends({ id }: { id: number }) {
  const { t } = useTranslation();
  const read = useMemo(() => memberTrendsReader(id), [id]);
  const feed = useTrendFeed(read);
  return (
    <Card aria-label={t('desk.detail.trends')}>
      <Subheading>{t('desk.detail.trends')}</Subheading>
      <TrendFeed feed={feed} emptyTitle={t('desk.home.noTrends')} />
    </Card>
  );
}

export default function UserDetail() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const flags = useAuthorities();
  const session = useSession();
  const sendGift = useSendGift();
  const id = Number(useParams().id);
  const [member, setMember] = useState<MemberDetail | null>(null);
  const reporting = useReportBlock();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    setMember(null);
    void loadMemberDetail(id).then((answer) => {
      if (live && isOk(answer) && answer.data) setMember(toMemberDetail(answer.data));
    });
    return () => {
      live = false;
      clearTimeout(redirect.current);
    };
  }, [id]);

  if (session && id === session.id) return <Navigate to={desktopPaths.user} replace />;
  if (!member) return <Content />;

  const follow = async () => {
    const answer = await toggleFollow(id);
    if (!isOk(answer)) {
      toast.show({ message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' });
      return;
    }
    const liked = Number(answer.data?.is_like) === 1;
    setMember({ ...member, is_like: liked ? 1 : 0 });
    toast.show({ message: t(liked ? 'desk.member.follow' : 'desk.member.unfollow'), tone: 'success' });
  };

  const message = () => {
    if (!canStartChat(flags, id)) {
      toast.show({ message: t('desk.upgradeNotice'), tone: 'warning' });
      redirect.current = setTimeout(() => navigate(desktopPaths.upgrade), UPGRADE_REDIRECT_MS);
      return;
    }
    navigate(`${desktopPaths.chat}?id=${id}`);
  };

  const tier = member.vip === 2 ? 'gold' : member.vip === 1 ? 'silver' : null;
  return (
    <Content>
      <ScreenHeader
        size="heading"
        title={
          <>
            {member.username}
            {member.verified === 1 && (
              <VerifiedBadge variant="label" size="md" style={{ marginInlineStart: '0.5em' }} />
            )}
          </>
        }
      />
      <Columns>
        <Trends id={id} />
        <Stack gap="lg">
          <Card aria-label={member.username}>
            <Avatar
              src={member.avatar}
              name={member.username}
              vip={member.vip}
              online={member.is_online === 1}
              size="xl"
            />
            <Row>
              {tier && <Paragraph>{t(`desk.detail.${tier}`)}</Paragraph>}
              <Paragraph>{t(member.is_online === 1 ? 'desk.detail.online' : 'desk.detail.offline')}</Paragraph>
              <Paragraph>{t(member.sex === 1 ? 'desk.detail.male' : 'desk.detail.female')}</Paragraph>
            </Row>
            {member.signature && <Paragraph>{member.signature}</Paragraph>}
            <ProfileFactsList facts={member.facts} />
            <Row>
              <Button onClick={message}>{t('desk.detail.sendMessage')}</Button>
              <Button variant="secondary" onClick={() => void follow()}>
                {t(member.is_like === 1 ? 'desk.detail.unfollow' : 'desk.detail.follow')}
              </Button>
              <Button variant="secondary" onClick={() => sendGift.open(member.username)}>
                {t('desk.detail.gift')}
              </Button>
              <Button variant="ghost" onClick={() => reporting.open({ id, name: member.username })}>
                {reporting.label}
              </Button>
            </Row>
          </Card>
          <AlbumGallery userid={id} name={member.username} />
        </Stack>
      </Columns>
      <ReportDialog {...reporting.dialog} />
    </Content>
  );
}
