import type { albumEn } from './en';
import type { Shape } from '../../settings/texts/shape';

export const albumZhtw: Shape<typeof albumEn> = {
  album: {
    title: '照片',
    seeAll: '查看全部 {{count}} 張照片',
    viewer: '第 {{index}} 張，共 {{count}} 張',
    photoOf: '{{name}} 的第 {{index}} 張照片',
    previous: '上一張',
    next: '下一張',
    upgrade: '升級會員即可查看照片',
  },
};
