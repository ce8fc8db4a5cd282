export { ConversationNotices } from './ConversationNotices';
export type {
  ConversationNotice,
  ConversationNoticeKind,
  ConversationNoticesProps,
  ConversationNoticesTexts,
  ConversationTranslation,
  DraftTranslation,
} from './ConversationNotices';
