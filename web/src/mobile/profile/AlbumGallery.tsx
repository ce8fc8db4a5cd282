/**
 * A member's album on the /m profile: the latest photos as a gallery on the personal data tab, and the
 * viewer that opens a photo of the gallery or of the photos tab large (issue 41; features/photo/album.ts).
 */
import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, Dialog, PhotoGrid, type Photo } from '../../app/ui';
import { GALLERY_SIZE, useAlbumTexts, useMemberAlbum, usePhotoViewer } from '../../features/photo/album';
import { Heading, Paragraph, Stack, TextLink } from '../layout';
import { upgradeRoute } from '../routes';

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 60vh;
  margin: 0 auto;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.control};
`;

/** The photo viewer over `photos` (a bottom sheet on mobile), stepping through them. */
export function PhotoViewer({ name, viewer }: { name: string; viewer: ReturnType<typeof usePhotoViewer> }) {
  const { t } = useAlbumTexts();
  const { current, place } = viewer;
  return (
    <Dialog
      open={current !== null}
      onClose={viewer.close}
      title={t('album.viewer', place)}
      footer={
        place.count > 1 && (
          <>
            <Button variant="secondary" iconStart={<ChevronLeft aria-hidden />} onClick={viewer.previous}>
              {t('album.previous')}
            </Button>
            <Button variant="secondary" iconEnd={<ChevronRight aria-hidden />} onClick={viewer.next}>
              {t('album.next')}
            </Button>
          </>
        )
      }
    >
      {current && <Picture src={current.img} alt={t('album.photoOf', { name, index: place.index })} />}
    </Dialog>
  );
}

/** The album's grid (all of it, or the gallery's first photos) whose photos open in the viewer. */
export function AlbumGrid({
  photos,
  name,
  onDelete,
}: {
  photos: Photo[];
  name: string;
  onDelete?: (photo: Photo) => void;
}) {
  const viewer = usePhotoViewer(photos);
  return (
    <>
      <PhotoGrid photos={photos} onOpen={viewer.open} onDelete={onDelete} />
      <PhotoViewer name={name} viewer={viewer} />
    </>
  );
}

/**
 * The gallery on the personal data tab: the newest photos (a link to the photos tab when there are
 * more), or the upgrade for a tier without View_photo. Nothing while loading or for an empty album.
 */
export function AlbumGallery({
  userid,
  own,
  name,
  allPhotos,
}: {
  userid: number;
  own: boolean;
  name: string;
  allPhotos: string;
}) {
  const { t } = useAlbumTexts();
  const { permitted, photos } = useMemberAlbum(userid, own);
  if (permitted && (!photos || photos.length === 0)) return null;
  return (
    <Stack $gap="sm">
      <Heading level={2}>{t('album.title')}</Heading>
      {!permitted || !photos ? (
        <Paragraph>
          <TextLink to={upgradeRoute}>{t('album.upgrade')}</TextLink>
        </Paragraph>
      ) : (
        <>
          <AlbumGrid photos={photos.slice(0, GALLERY_SIZE)} name={name} />
          {photos.length > GALLERY_SIZE && (
            <TextLink to={allPhotos}>{t('album.seeAll', { count: photos.length })}</TextLink>
          )}
        </>
      )}
    </Stack>
  );
}
