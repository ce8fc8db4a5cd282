/**
 * The three tabs of a member's profile on /m: newsfeed, photos (grouped by day, each opening in the
 * viewer) and personal data (with the album's newest photos as a gallery).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { isOk } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { type SessionUser } from '../../app/session';
import { useToast } from '../../app/toast';
import { ConfirmDialog, useLocale, type Photo } from '../../app/ui';
import { ageOn } from '../../app/validation';
import { Stack } from '../layout';
import { TrendFeedList } from '../trend/TrendFeedList';
import { memberTrendsReader, pagedReader, useTrendFeed } from '../../features/trend/trends';
import { type MemberDetail } from '../../features/member/members';
import { NoPermission } from './NoPermission';
import { ProfileFactsRows } from './ProfileFactsList';
import { CompletenessHint } from '../settings/CompletenessHint';
import { deletePhoto } from '../../features/photo/photoApi';
import { useMemberAlbum } from '../../features/photo/album';
import { AlbumGallery, AlbumGrid } from './AlbumGallery';
import { ReviewNotes } from '../settings/ReviewNotes';

/** The photos tab of the profile shown (MemberProfile's `type` 2). */
const PHOTOS_TAB = '?type=2';

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

export function NewsfeedTab({ userid, own }: { userid: number; own: boolean }) {
  const { t } = useTranslation();
  const { View_profiles: allowed } = useAuthorities();
  const read = useMemo(
    () => (own ? pagedReader('/member/trend/my_trend') : allowed ? memberTrendsReader(userid) : null),
    [own, allowed, userid],
  );
  const feed = useTrendFeed(read);
  if (!read) return <NoPermission />;
  return <TrendFeedList feed={feed} emptyTitle={t('profile.noPosts')} />;
}

export function PhotosTab({
  userid,
  own,
  name,
  reload,
}: {
  userid: number;
  own: boolean;
  name: string;
  reload: number;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { permitted, photos, forget } = useMemberAlbum(userid, own, reload);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const answer = await deletePhoto(deleting.pid);
    setBusy(false);
    if (isOk(answer)) {
      forget(deleting.pid);
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
      {own && <ReviewNotes kind="photo" reload={reload} />}
      <AlbumGrid photos={photos} name={name} onDelete={own ? setDeleting : undefined} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('profile.deletePhotoConfirm')}
        cancelLabel={t('common.back')}
        confirmLabel={t('profile.deletePhoto')}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export function DataTab({
  userid,
  member,
  own,
  session,
}: {
  userid: number;
  member: MemberDetail | null;
  own: boolean;
  session: SessionUser;
}) {
  const { t } = useTranslation();
  const { t: ds } = useLocale();
  const { View_profiles: allowed } = useAuthorities();
  const [now] = useState(() => new Date());
  if (!own && !allowed) return <NoPermission />;
  if (!member) return null;
  const country = member.country ? ds(`country.${member.country}` as Parameters<typeof ds>[0]) : t('profile.notGiven');
  return (
    <Stack $gap="md">
      {own && <CompletenessHint avatar={session.avatar} facts={member.facts} />}
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
        <ProfileFactsRows facts={member.facts} />
        {own && (
          <>
            <dt>{t('field.email')}</dt>
            <dd>{session.email}</dd>
          </>
        )}
      </Facts>
      <AlbumGallery userid={userid} own={own} name={member.username} allPhotos={PHOTOS_TAB} />
    </Stack>
  );
}
