/**
 * /m/home/my/newsfeed/{userid}?type=1|2|3: a member's profile. The header swipes through the
 * background photos (autoplay 3000 ms) and carries the like button with its count; the tabs are
 * 1 newsfeed, 2 photos (needs View_photo, grouped by day, each opening large) and 3 personal data
 * (needs View_profiles; the album's newest photos as a gallery, with View_photo).
 * On one's own page the upload buttons add an album photo or a background, and own photos and posts
 * can be deleted.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { ImagePlus, Wallpaper } from 'lucide-react';
import { isOk } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { pictureError, uploadPicture } from '../../app/pictures';
import { useSession, type SessionUser } from '../../app/session';
import { useToast } from '../../app/toast';
import { Button, ProfileHeader, ReportDialog, Tabs, checkAvatarFile, formatUsd } from '../../app/ui';
import { Page, Row } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { upgradeRoute } from '../routes';
import { chatRoute, giftListRoute } from '../chat/chatRoutes';
import { backgroundSlides, toMemberDetail, type MemberDetail } from '../../features/member/members';
import { membershipExpiry, sessionMember } from './sessionMember';
import { NoPermission } from './NoPermission';
import { loadMemberDetail, toggleFollow } from '../../features/member/memberApi';
import { useReportBlock } from '../../features/safety/useReportBlock';
import { releasePicture } from '../../features/photo/photoApi';
import { canStartChat } from '../../features/chat/chatRules';
import { DataTab, NewsfeedTab, PhotosTab } from './MemberProfileTabs';
import { NO_FACTS } from '../../features/profile/facts';

type TabId = '1' | '2' | '3';
const tabOf = (value: string | null): TabId => (value === '2' || value === '3' ? value : '1');

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

/** The own page's member: the session, with what only userdetail knows (backgrounds, likes). */
function ownDetail(session: SessionUser, detail: MemberDetail | null): MemberDetail {
  return {
    ...sessionMember(session),
    likecount: detail?.likecount ?? 0,
    country: session.country,
    backphotos: detail?.backphotos ?? [],
    facts: detail?.facts ?? NO_FACTS,
  };
}

export default function MemberProfile() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const flags = useAuthorities();
  const { userid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const id = Number(userid);
  const own = session?.id === id;
  const tab = tabOf(params.get('type'));
  const [detail, setDetail] = useState<MemberDetail | null>(null);
  const [liking, setLiking] = useState(false);
  const reporting = useReportBlock();
  const [uploading, setUploading] = useState<'photo' | 'background' | null>(null);
  const [photosVersion, setPhotosVersion] = useState(0);
  const photoInput = useRef<HTMLInputElement>(null);
  const backgroundInput = useRef<HTMLInputElement>(null);
  const canView = flags.View_profiles;

  const loadDetail = useCallback(async () => {
    if (!canView) return;
    const answer = await loadMemberDetail(id);
    if (isOk(answer) && answer.data) setDetail(toMemberDetail(answer.data));
  }, [id, canView]);

  useEffect(() => {
    setDetail(null);
    void loadDetail();
  }, [loadDetail]);

  if (!session || !Number.isInteger(id) || id <= 0) return null;
  const member = own ? ownDetail(session, detail) : detail;
  const slides = member
    ? backgroundSlides(member, (index) => t('profile.background', { index, name: member.username }))
    : [];

  const refuse = () =>
    toast.show({
      message: t('guard.noPermission'),
      tone: 'warning',
      action: { label: t('shell.upgrade'), onClick: () => navigate(upgradeRoute) },
    });

  const toggleLike = async () => {
    if (!detail || liking) return;
    setLiking(true);
    const answer = await toggleFollow(id);
    setLiking(false);
    if (!isOk(answer)) {
      toast.show({ message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' });
      return;
    }
    const liked = Number(answer.data?.is_like) === 1;
    setDetail(
      (current) =>
        current && {
          ...current,
          is_like: liked ? 1 : 0,
          likecount: Math.max(0, current.likecount + (liked === (current.is_like === 1) ? 0 : liked ? 1 : -1)),
        },
    );
    toast.show({ message: liked ? t('profile.followed') : t('profile.unfollowed'), tone: 'success' });
  };

  const message = () => {
    // docs/product.md section 6: free members chat only with customer service.
    if (!canStartChat(flags, id)) {
      refuse();
      return;
    }
    navigate(chatRoute(id));
  };

  const choose = (kind: 'photo' | 'background') => {
    if (!flags.Upload_photo) {
      refuse();
      return;
    }
    (kind === 'photo' ? photoInput : backgroundInput).current?.click();
  };

  const upload = (kind: 'photo' | 'background') => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const rejected = checkAvatarFile(file);
    if (rejected) {
      toast.show({ message: t(`trend.pictureError.${rejected}`), tone: 'danger' });
      return;
    }
    setUploading(kind);
    const uploaded = await uploadPicture(file);
    if (!isOk(uploaded) || !uploaded.data?.url) {
      setUploading(null);
      toast.show({ message: t(`trend.pictureError.${pictureError(uploaded, 'file')}`), tone: 'danger' });
      return;
    }
    const answer = await releasePicture(kind, uploaded.data.url);
    setUploading(null);
    if (!isOk(answer)) {
      const fallback =
        kind === 'background' && answer.status === -1 ? 'profile.backgroundLimit' : 'profile.uploadFailed';
      toast.show({ message: serverMessage(answer.msg, fallback, i18n), tone: 'danger' });
      return;
    }
    toast.show({ message: t(kind === 'photo' ? 'profile.photoAdded' : 'profile.backgroundAdded'), tone: 'success' });
    if (kind === 'photo') {
      setPhotosVersion((v) => v + 1);
      setParams({ type: '2' }, { replace: true });
    } else {
      void loadDetail();
    }
  };

  const content =
    tab === '1' ? (
      <NewsfeedTab userid={id} own={own} />
    ) : tab === '2' ? (
      <PhotosTab userid={id} own={own} name={member?.username ?? ''} reload={photosVersion} />
    ) : (
      <DataTab userid={id} member={member} own={own} session={session} />
    );

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={member?.username ?? t('profile.title')} back={-1} />
      {member &&
        (own ? (
          <ProfileHeader
            variant="own"
            member={member}
            backgrounds={slides}
            expiry={membershipExpiry(session)}
            balance={formatUsd(session.amount || 0)}
            newsfeedCount={session.newfeedcount}
          />
        ) : (
          <ProfileHeader
            variant="member"
            member={member}
            backgrounds={slides}
            liked={member.is_like === 1}
            onLike={toggleLike}
            onFollowToggle={toggleLike}
            onMessage={message}
            onGift={() => navigate(giftListRoute(member.username))}
            onReport={() => reporting.open({ id, name: member.username })}
          />
        ))}
      {!member && !own && !canView && <NoPermission />}
      {own && (
        <Row>
          <Button
            variant="secondary"
            size="sm"
            iconStart={<ImagePlus aria-hidden />}
            loading={uploading === 'photo'}
            onClick={() => choose('photo')}
          >
            {t('profile.uploadPhoto')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            iconStart={<Wallpaper aria-hidden />}
            loading={uploading === 'background'}
            onClick={() => choose('background')}
          >
            {t('profile.uploadBackground')}
          </Button>
          <HiddenInput
            ref={photoInput}
            type="file"
            accept="image/gif,image/jpeg,image/png"
            tabIndex={-1}
            aria-label={t('profile.photoFile')}
            onChange={upload('photo')}
          />
          <HiddenInput
            ref={backgroundInput}
            type="file"
            accept="image/gif,image/jpeg,image/png"
            tabIndex={-1}
            aria-label={t('profile.backgroundFile')}
            onChange={upload('background')}
          />
        </Row>
      )}
      {/* Not while the header is on its way: it would push them down when it arrives (layout shift). */}
      {(member || !canView) && (
        <Tabs
          label={t('profile.tabs')}
          value={tab}
          stretch
          onValueChange={(next) => setParams({ type: next }, { replace: true })}
          items={[
            { id: '1', label: t('profile.newsfeed'), content: tab === '1' ? content : null },
            { id: '2', label: t('profile.photos'), content: tab === '2' ? content : null },
            { id: '3', label: t('profile.data'), content: tab === '3' ? content : null },
          ]}
        />
      )}
      <ReportDialog {...reporting.dialog} />
    </Page>
  );
}
