/** /w/home/photo/{id} (needs View_photo): the member's photos grouped by the day they were added; own photos can be deleted. */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { EmptyState, PhotoGrid, type Photo, ScreenHeader } from '../../app/ui';
import { loadMemberDetail } from '../../features/member/memberApi';
import { deletePhoto, loadPhotos } from '../../features/photo/photoApi';
import { Card, Content } from '../layout';
import { ReviewNotes } from '../settings/ReviewNotes';

export default function PhotoPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const id = Number(useParams().id);
  const own = session?.id === id;
  const [photos, setPhotos] = useState<Photo[] | null>(null);
  const [name, setName] = useState('');

  useEffect(() => {
    let live = true;
    setPhotos(null);
    void loadPhotos(own, id).then((list) => live && setPhotos(list));
    if (!own)
      void loadMemberDetail<{ username: string }>(id).then(
        (answer) => live && isOk(answer) && setName(answer.data?.username ?? ''),
      );
    return () => {
      live = false;
    };
  }, [id, own]);

  const remove = async (photo: Photo) => {
    const answer = await deletePhoto(photo.pid);
    if (isOk(answer)) {
      setPhotos((current) => current?.filter((p) => p.pid !== photo.pid) ?? null);
      toast.show({ message: t('desk.photo.deleted'), tone: 'success' });
    } else toast.show({ message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' });
  };

  return (
    <Content>
      <Card>
        <ScreenHeader size="heading" title={own ? t('desk.photo.mine') : t('desk.photo.heading', { name })} />
        {own && <ReviewNotes kind="photo" />}
        {photos &&
          (photos.length === 0 ? (
            <EmptyState title={t('desk.photo.none')} />
          ) : (
            <PhotoGrid photos={photos} onDelete={own ? (photo: Photo) => void remove(photo) : undefined} />
          ))}
      </Card>
    </Content>
  );
}
