/**
 * A member's album on /w/home/user/detail/{id} (issue 41: the photo album shows on the profile as a
 * gallery): the newest photos, each opening large in a viewer that steps through them, and the way to
 * the whole album (the photo page). A tier without View_photo is offered the upgrade instead, as the
 * photo page's guard does; the server decides the rest (features/photo/album.ts).
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { desktopPaths } from '../../app/paths';
import { Button, Dialog, PhotoGrid } from '../../app/ui';
import { GALLERY_SIZE, useAlbumTexts, useMemberAlbum, usePhotoViewer } from '../../features/photo/album';
import { Card, Paragraph, Subheading, TextLink } from '../layout';

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.control};
`;

export function AlbumGallery({ userid, name }: { userid: number; name: string }) {
  const { t } = useAlbumTexts();
  const { permitted, photos } = useMemberAlbum(userid, false);
  const shown = useMemo(() => photos?.slice(0, GALLERY_SIZE) ?? [], [photos]);
  const viewer = usePhotoViewer(shown);
  const { current, place } = viewer;
  if (permitted && (!photos || photos.length === 0)) return null;

  return (
    <Card>
      <Subheading>{t('album.title')}</Subheading>
      {!permitted ? (
        <Paragraph>
          <TextLink to={desktopPaths.upgrade}>{t('album.upgrade')}</TextLink>
        </Paragraph>
      ) : (
        <>
          <PhotoGrid photos={shown} onOpen={viewer.open} />
          <TextLink to={desktopPaths.photo(userid)}>{t('album.seeAll', { count: photos!.length })}</TextLink>
        </>
      )}
      <Dialog
        open={current !== null}
        onClose={viewer.close}
        size="lg"
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
    </Card>
  );
}
