/**
 * The texts of the design system's MailList, MailListItem and MailCompose: they ship with the mail
 * screens, not with the first screen (the /m/login and /w/login bundle budgets).
 */
import { useTranslation } from '../../app/i18n/react';
import { resolveLocale, type Locale, type MailComposeTexts, type MailListTexts } from '../../app/ui';

type MailTexts = { list: MailListTexts; compose: MailComposeTexts };

const en: MailTexts = {
  list: {
    inbox: 'Inbox',
    loadFailed: 'The mail could not be loaded',
    empty: 'No mail yet',
    open: 'Mail from {name}',
    openUnread: 'Unread mail from {name}',
    unread: 'Unread',
    locked: 'Upgrade to read this mail',
  },
  compose: { recipient: 'To (username)', content: 'Message' },
};

const zhcn: MailTexts = {
  list: {
    inbox: '收件箱',
    loadFailed: '邮件加载失败',
    empty: '暂无邮件',
    open: '来自 {name} 的邮件',
    openUnread: '来自 {name} 的未读邮件',
    unread: '未读',
    locked: '升级后即可阅读此邮件',
  },
  compose: { recipient: '收件人（用户名）', content: '内容' },
};

const zhtw: MailTexts = {
  list: {
    inbox: '收件匣',
    loadFailed: '郵件載入失敗',
    empty: '暫無郵件',
    open: '來自 {name} 的郵件',
    openUnread: '來自 {name} 的未讀郵件',
    unread: '未讀',
    locked: '升級後即可閱讀此郵件',
  },
  compose: { recipient: '收件人（使用者名稱）', content: '內容' },
};

const TEXTS: Record<Locale, MailTexts> = { en, zhcn, zhtw };

/** The mail components' texts in the screen's language. */
export function useMailTexts(): MailTexts {
  const { i18n } = useTranslation();
  return TEXTS[resolveLocale(i18n.language)];
}
