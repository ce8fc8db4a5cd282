export { emoticons, findEmoticon } from './catalog';
export type { Emoticon } from './catalog';
export { parseEmoticons, emoticonCode } from './parseEmoticons';
export type { EmoticonToken } from './parseEmoticons';
export { iconToDataUrl } from './iconify';
export type { IconifyIcon } from './iconify';
