export { MailList, MailListItem } from './MailListItem';
export type { MailListProps, MailListItemProps, MailListTexts, MailListItemTexts } from './MailListItem';
