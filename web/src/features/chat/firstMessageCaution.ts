/**
 * The words of the first-message rules (docs/safety.md, "Scam and spam signals") for both layouts' chat
 * screens: the warning under a first message with a link, a payment request or contact details, and
 * why a new conversation was refused (the hourly allowance). They ship with the chat screens, not with
 * the first screen (the /m/login and /w/login bundle budgets).
 */
import { resolveLocale, type Locale } from '../../app/ui';

export type Caution = 'link' | 'payment' | 'contact';

/** The server's reason for a first message past the hourly allowance (chat error frame msg). */
export const FIRST_MESSAGE_LIMIT = 'error.first_message_limit';

const LIMIT: Record<Locale, string> = {
  en: 'You have started many new conversations. Please wait a while before starting another.',
  zhcn: '你已发起很多新对话，请稍等一段时间再发起新的对话。',
  zhtw: '你已開始很多新對話，請稍等一段時間再開始新的對話。',
};

/** Why a new conversation was refused, in the member's language. */
export const firstMessageLimitText = (language: string) => LIMIT[resolveLocale(language)];

const TEXTS: Record<Locale, Record<Caution, string>> = {
  en: {
    payment: 'Be careful: never send money, gift cards or codes to someone you have not met.',
    link: 'Be careful with links from someone you have not met: never enter your password or payment details there.',
    contact: 'Be careful: scammers ask to move the chat to another app. Keep chatting here until you trust them.',
  },
  zhcn: {
    payment: '请小心：不要给没见过面的人汇款、买礼品卡或提供验证码。',
    link: '请小心没见过面的人发来的链接：不要在那里输入密码或付款资料。',
    contact: '请小心：诈骗者常要求换到其他软件聊天。在信任对方之前，请留在这里聊。',
  },
  zhtw: {
    payment: '請小心：不要給沒見過面的人匯款、買禮品卡或提供驗證碼。',
    link: '請小心沒見過面的人傳來的連結：不要在那裡輸入密碼或付款資料。',
    contact: '請小心：詐騙者常要求換到其他 App 聊天。在信任對方之前，請留在這裡聊。',
  },
};

const isCaution = (value: unknown): value is Caution => value === 'link' || value === 'payment' || value === 'contact';

/** The warning's words under a message, or null: none for the member's own messages or an ordinary one. */
export function cautionText(message: { caution?: string }, mine: boolean, language: string): string | null {
  if (mine || !isCaution(message.caution)) return null;
  return TEXTS[resolveLocale(language)][message.caution];
}
