import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { Images, X } from 'lucide-react';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import { DateHeading, DeleteSlot, GridRoot, OpenButton, Tile, Tiles } from './PhotoGrid.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locales';

/** A photo record (docs/product.md section 3). */
export interface Photo {
  pid: number;
  img: string;
  /** Unix seconds. */
  create_time: number;
}

export type PhotoGridProps = Omit<ComponentPropsWithoutRef<'section'>, 'onSelect'> & {
  /** The photos, any order. */
  photos: Photo[];
  /** Open one large. */
  onOpen?: (photo: Photo) => void;
  /** Delete (own album only): shows a delete button on each photo. */
  onDelete?: (photo: Photo) => void;
};

const dayKey = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function dayLabel(key: string, locale: Locale) {
  const [y, m, d] = key.split('-').map(Number);
  if (locale === 'en')
    return new Date(y, m - 1, d).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' });
  return `${y}年${m}月${d}日`;
}

/** Photos grouped by the day they were added, newest first (spec: photos grouped by creation date). */
export function groupPhotosByDay(photos: Photo[]): Array<{ day: string; photos: Photo[] }> {
  const groups = new Map<string, Photo[]>();
  [...photos]
    .sort((a, b) => b.create_time - a.create_time)
    .forEach((photo) => {
      const key = dayKey(photo.create_time);
      groups.set(key, [...(groups.get(key) ?? []), photo]);
    });
  return [...groups].map(([day, list]) => ({ day, photos: list }));
}

/** An album: square thumbnails under a heading per day. */
export const PhotoGrid = forwardRef<HTMLElement, PhotoGridProps>(function PhotoGrid(
  { photos, onOpen, onDelete, ...rest },
  ref,
) {
  const { t, locale } = useLocale();
  const groups = useMemo(() => groupPhotosByDay(photos), [photos]);
  if (photos.length === 0) return <EmptyState ref={ref} icon={<Images />} title={t('photo.empty')} {...rest} />;
  let counter = 0;
  return (
    <GridRoot ref={ref} aria-label={t('photo.label')} {...rest}>
      {groups.map((group) => (
        <div key={group.day}>
          <DateHeading>
            <time dateTime={group.day}>{dayLabel(group.day, locale)}</time>
          </DateHeading>
          <Tiles>
            {group.photos.map((photo) => {
              counter += 1;
              const index = counter;
              const alt = t('photo.alt', { index, date: dayLabel(group.day, locale) });
              return (
                <Tile key={photo.pid}>
                  {onOpen ? (
                    <OpenButton type="button" onClick={() => onOpen(photo)}>
                      <img src={photo.img} alt={alt} loading="lazy" />
                    </OpenButton>
                  ) : (
                    <img src={photo.img} alt={alt} loading="lazy" />
                  )}
                  {onDelete && (
                    <DeleteSlot>
                      <IconButton
                        variant="overlay"
                        size="sm"
                        label={t('photo.delete', { index })}
                        icon={<X aria-hidden />}
                        onClick={() => onDelete(photo)}
                      />
                    </DeleteSlot>
                  )}
                </Tile>
              );
            })}
          </Tiles>
        </div>
      ))}
    </GridRoot>
  );
});
