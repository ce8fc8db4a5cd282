/** The three tabs of a member's profile on /m: newsfeed, photos (grouped by day) and personal data. */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { isOk } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { type SessionUser } from '../../app/session';
import { useToast } from '../../app/toast';
import { ConfirmDialog, PhotoGrid, useLocale, type Photo } from '../../app/ui';
import { ageOn } from '../../app/validation';
import { Stack } from '../layout';
import { TrendFeedList } from '../trend/TrendFeedList';
import { memberTrendsReader, pagedReader, useTrendFeed } from '../../features/trend/trends';
import { type MemberDetail } from '../../features/member/members';
import { NoPermission } from './NoPermission';
import { ProfileFactsRows } from './ProfileFactsList';
import { CompletenessHint } from '../settings/CompletenessHint';
import { deletePhoto, loadPhotos } from '../../features/photo/photoApi';

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

export function PhotosTab({ userid, own, reload }: { userid: number; own: boolean; reload: number }) {
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

export function DataTab({ member, own, session }: { member: MemberDetail | null; own: boolean; session: SessionUser }) {
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
    </Stack>
  );
}
