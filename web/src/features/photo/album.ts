/**
 * A member's album as both layouts' profiles show it (issue 41: "the photo album shows on the profile
 * as a gallery"): the photos through the album calls the photo screens use (photoApi.ts), and the
 * viewer that opens one of them large and steps through the rest. The server decides whose album a
 * member may see (`his_photo` needs View_photo and refuses a blocked pair); a screen only asks when the
 * member's tier holds View_photo, as the photo screens do, and shows the upgrade otherwise.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuthorities } from '../../app/authority';
import type { I18n } from '../../app/i18n';
import { useTranslation } from '../../app/i18n/react';
import type { Photo } from '../../app/ui';
import { loadPhotos } from './photoApi';
import { albumEn } from './texts/en';
import { albumZhcn } from './texts/zhcn';
import { albumZhtw } from './texts/zhtw';

/** How many photos a profile's gallery shows before "see all". */
export const GALLERY_SIZE = 6;

const TEXTS = { en: albumEn, zhcn: albumZhcn, zhtw: albumZhtw };

export function addAlbumTexts(instance: I18n): void {
  for (const [locale, texts] of Object.entries(TEXTS)) {
    if (instance.getResource(locale, 'translation', 'album.title') === undefined)
      instance.addResourceBundle(locale, 'translation', texts, true, false);
  }
}

/** `useTranslation`, with the album texts present. */
export function useAlbumTexts() {
  const translation = useTranslation();
  addAlbumTexts(translation.i18n);
  return translation;
}

/** Newest first: the order PhotoGrid shows them in (by day, newest day first), so the viewer steps as the grid reads. */
const newestFirst = (photos: Photo[]) => [...photos].sort((a, b) => b.create_time - a.create_time);

/**
 * The member's photos, newest first (null while loading), or `permitted: false` when the member's tier
 * may not see another member's photos (then nothing is asked). `reload` asks again when it changes.
 */
export function useMemberAlbum(userid: number, own: boolean, reload = 0) {
  const { View_photo: allowed } = useAuthorities();
  const permitted = own || allowed;
  const [photos, setPhotos] = useState<Photo[] | null>(null);

  useEffect(() => {
    setPhotos(null);
    if (!permitted || !Number.isInteger(userid) || userid <= 0) return;
    let live = true;
    void loadPhotos(own, userid).then((list) => live && setPhotos(newestFirst(list)));
    return () => {
      live = false;
    };
  }, [own, userid, permitted, reload]);

  const forget = useCallback(
    (pid: number) => setPhotos((current) => current?.filter((photo) => photo.pid !== pid) ?? null),
    [],
  );
  return { permitted, photos, forget };
}

/**
 * The viewer over `photos`: `open(photo)` shows it, previous and next step through the others (round
 * the end), `current` is the one shown (null when closed) with its place, 1-based.
 */
export function usePhotoViewer(photos: Photo[]) {
  const [pid, setPid] = useState<number | null>(null);
  const index = useMemo(() => (pid === null ? -1 : photos.findIndex((photo) => photo.pid === pid)), [photos, pid]);
  const count = photos.length;
  const step = useCallback(
    (by: number) => {
      if (index < 0 || count === 0) return;
      setPid(photos[(index + by + count) % count].pid);
    },
    [photos, index, count],
  );
  return {
    current: index < 0 ? null : photos[index],
    place: { index: index + 1, count },
    open: useCallback((photo: Photo) => setPid(photo.pid), []),
    close: useCallback(() => setPid(null), []),
    previous: useCallback(() => step(-1), [step]),
    next: useCallback(() => step(1), [step]),
  };
}
