import type { albumEn } from './en';
import type { Shape } from '../../settings/texts/shape';

export const albumZhcn: Shape<typeof albumEn> = {
  album: {
    title: '照片',
    seeAll: '查看全部 {{count}} 张照片',
    viewer: '第 {{index}} 张，共 {{count}} 张',
    photoOf: '{{name}} 的第 {{index}} 张照片',
    previous: '上一张',
    next: '下一张',
    upgrade: '升级会员即可查看照片',
  },
};
