export { Notice } from './Notice';
export type { NoticeProps } from './Notice';
export type { NoticeTone } from './Notice.styles';
