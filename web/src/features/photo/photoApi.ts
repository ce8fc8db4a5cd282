/** A member's photos and background pictures (services/edge/src/routes/media.ts). */
import { isOk, post } from '../../app/api';
import type { Photo } from '../../app/ui';

interface PhotoRecord {
  pid: number | string;
  img: string;
  create_time: number | string;
}

/** The member's photos (own ones through my_photo); an empty list when the call fails. */
export async function loadPhotos(own: boolean, userid: number): Promise<Photo[]> {
  const answer = own
    ? await post<PhotoRecord[]>('/member/photo/my_photo')
    : await post<PhotoRecord[]>('/member/photo/his_photo', { userid });
  const list = isOk(answer) && Array.isArray(answer.data) ? answer.data : [];
  return list.map((p) => ({ pid: Number(p.pid), img: p.img, create_time: Number(p.create_time) || 0 }));
}

export function deletePhoto(pid: number) {
  return post('/member/photo/del_photo', { id: pid });
}

/** Adds an uploaded picture to the photos, or to the profile's background pictures. */
export function releasePicture(kind: 'photo' | 'background', img: string) {
  return post(kind === 'photo' ? '/member/photo/released' : '/member/backphoto/released', { img });
}
