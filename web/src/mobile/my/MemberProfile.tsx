/**
 * /m/home/my/newsfeed/{userid}?type=1|2|3: a member's profile. The header swipes through the
 * background photos (autoplay 3000 ms) and carries the like button with its count; the tabs are
 * 1 newsfeed, 2 photos (needs View_photo, grouped by day) and 3 personal data (needs View_profiles).
 * On one's own page the upload buttons add an album photo or a background, and own photos and posts
 * can be deleted.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ImagePlus, Wallpaper } from 'lucide-react';
import { isOk } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { pictureError, uploadPicture } from '../../app/pictures';
import { useSession, type SessionUser } from '../../app/session';
import { useToast } from '../../app/toast';
import {
  Button,
  Dialog,
  PhotoGrid,
  ProfileHeader,
  RadioGroup,
  Tabs,
  checkAvatarFile,
  formatUsd,
  useLocale,
  type Photo,
} from '../../app/ui';
import { ageOn } from '../../app/validation';
import { Page, Row, ScreenHeader, Stack } from '../layout';
import { upgradeRoute } from '../routes';
import { chatRoute, giftListRoute } from '../chat/chatRoutes';
import { TrendFeedList } from '../trend/TrendFeedList';
import { listReader, pagedReader, useTrendFeed } from '../../features/trend/trends';
import { backgroundSlides, toMemberDetail, type MemberDetail } from '../../features/member/members';
import { membershipExpiry, sessionMember } from './MyIndex';
import { NoPermission } from './NoPermission';
import { loadMemberDetail, reportMember, toggleFollow } from '../../features/member/memberApi';
import { deletePhoto, loadPhotos, releasePicture } from '../../features/photo/photoApi';
import { canStartChat } from '../../features/chat/chatRules';

type TabId = '1' | '2' | '3';
const tabOf = (value: string | null): TabId => (value === '2' || value === '3' ? value : '1');

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.primary};
    overflow-wrap: anywhere;
  }
`;

/** The own page's member: the session, with what only userdetail knows (backgrounds, likes). */
function ownDetail(session: SessionUser, detail: MemberDetail | null): MemberDetail {
  return {
    ...sessionMember(session),
    likecount: detail?.likecount ?? 0,
    country: session.country,
    backphotos: detail?.backphotos ?? [],
  };
}

function NewsfeedTab({ userid, own }: { userid: number; own: boolean }) {
  const { t } = useTranslation();
  const { View_profiles: allowed } = useAuthorities();
  const read = useMemo(
    () =>
      own ? pagedReader('/member/trend/my_trend') : allowed ? listReader('/member/trend/his_trend', { userid }) : null,
    [own, allowed, userid],
  );
  const feed = useTrendFeed(read);
  if (!read) return <NoPermission />;
  return <TrendFeedList feed={feed} emptyTitle={t('profile.noPosts')} />;
}

function PhotosTab({ userid, own, reload }: { userid: number; own: boolean; reload: number }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { View_photo: allowed } = useAuthorities();
  const [photos, setPhotos] = useState<Photo[] | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const [busy, setBusy] = useState(false);
  const permitted = own || allowed;

  useEffect(() => {
    if (!permitted) return;
    let live = true;
    void loadPhotos(own, userid).then((list) => live && setPhotos(list));
    return () => {
      live = false;
    };
  }, [own, userid, permitted, reload]);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const answer = await deletePhoto(deleting.pid);
    setBusy(false);
    if (isOk(answer)) {
      const gone = deleting.pid;
      setPhotos((current) => current?.filter((p) => p.pid !== gone) ?? null);
      toast.show({ message: t('profile.photoDeleted'), tone: 'success' });
    } else {
      toast.show({ message: serverMessage(answer.msg, 'profile.deleteFailed', i18n), tone: 'danger' });
    }
    setDeleting(null);
  };

  if (!permitted) return <NoPermission />;
  if (!photos) return null;
  return (
    <>
      <PhotoGrid photos={photos} onDelete={own ? setDeleting : undefined} />
      <Dialog
        open={deleting !== null}
        role="alertdialog"
        title={t('profile.deletePhotoConfirm')}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('common.back')}
            </Button>
            <Button variant="danger" loading={busy} onClick={remove}>
              {t('profile.deletePhoto')}
            </Button>
          </>
        }
      />
    </>
  );
}

function DataTab({ member, own, session }: { member: MemberDetail | null; own: boolean; session: SessionUser }) {
  const { t } = useTranslation();
  const { t: ds } = useLocale();
  const { View_profiles: allowed } = useAuthorities();
  const [now] = useState(() => new Date());
  if (!own && !allowed) return <NoPermission />;
  if (!member) return null;
  const country = member.country ? ds(`country.${member.country}` as Parameters<typeof ds>[0]) : t('profile.notGiven');
  return (
    <Stack $gap="md">
      <Facts>
        <dt>{t('field.username')}</dt>
        <dd>{member.username}</dd>
        <dt>{t('field.gender')}</dt>
        <dd>{member.sex === 1 ? t('field.male') : t('field.female')}</dd>
        <dt>{t('profile.age')}</dt>
        <dd>{member.birthday ? ageOn(new Date(member.birthday), now) : t('profile.notGiven')}</dd>
        <dt>{t('profile.country')}</dt>
        <dd>{country}</dd>
        <dt>{t('profile.membership')}</dt>
        <dd>{ds(`vip.${member.vip}` as Parameters<typeof ds>[0])}</dd>
        <dt>{t('field.signature')}</dt>
        <dd>{member.signature || t('profile.notGiven')}</dd>
        {own && (
          <>
            <dt>{t('field.email')}</dt>
            <dd>{session.email}</dd>
          </>
        )}
      </Facts>
    </Stack>
  );
}

const REPORT_TYPES = ['1', '2', '3'] as const;

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
  const [reporting, setReporting] = useState(false);
  const [reportType, setReportType] = useState<string>('1');
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

  const report = async () => {
    const answer = await reportMember(id, reportType);
    setReporting(false);
    toast.show(
      isOk(answer)
        ? { message: t('profile.reported'), tone: 'success' }
        : { message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' },
    );
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
      <PhotosTab userid={id} own={own} reload={photosVersion} />
    ) : (
      <DataTab member={member} own={own} session={session} />
    );

  return (
    <Page $withTabBar>
      <ScreenHeader title={member?.username ?? t('profile.title')} back={-1} />
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
            onReport={() => setReporting(true)}
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
      <Dialog
        open={reporting}
        title={t('profile.reportTitle', { name: member?.username ?? '' })}
        onClose={() => setReporting(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setReporting(false)}>
              {t('common.back')}
            </Button>
            <Button variant="danger" onClick={report}>
              {t('profile.report')}
            </Button>
          </>
        }
      >
        <RadioGroup
          label={t('profile.reportReason')}
          value={reportType}
          onValueChange={setReportType}
          options={REPORT_TYPES.map((type) => ({ value: type, label: t(`profile.reportType.${type}`) }))}
        />
      </Dialog>
    </Page>
  );
}
