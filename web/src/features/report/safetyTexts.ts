/**
 * The words of the wording check (docs/safety.md): the recipient's SafetyQuestion under a flagged
 * message, and the sender's "Are you sure?". They ship with the chat, mail and gift screens, not with
 * the first screen (the /m/login and /w/login bundle budgets).
 */
import { useTranslation } from '../../app/i18n/react';
import { resolveLocale, type Locale, type SafetyQuestionTexts } from '../../app/ui';

export interface SafetyTexts {
  question: SafetyQuestionTexts;
  /** The sender's prompt: the reason a chat message was held, or the toast of a mail or gift. */
  areYouSure: string;
  /** The toast's action: send the mail or gift anyway. */
  sendAnyway: string;
}

const en: SafetyTexts = {
  question: {
    question: 'Does this message bother you?',
    reportAndBlock: 'Report and block',
    dismiss: 'No',
    done: 'Reported and blocked. Thank you for telling us.',
    failed: 'The report could not be sent. Try again.',
  },
  areYouSure: 'Are you sure? This wording may hurt. Send it anyway, or change it.',
  sendAnyway: 'Send anyway',
};

const zhcn: SafetyTexts = {
  question: {
    question: '这条消息让你不舒服吗？',
    reportAndBlock: '举报并封锁',
    dismiss: '没有',
    done: '已举报并封锁。谢谢你告诉我们。',
    failed: '举报未能送出，请再试一次。',
  },
  areYouSure: '确定要发送吗？这样的措辞可能会伤人。仍要发送，或修改后再发。',
  sendAnyway: '仍要发送',
};

const zhtw: SafetyTexts = {
  question: {
    question: '這則訊息讓你不舒服嗎？',
    reportAndBlock: '檢舉並封鎖',
    dismiss: '沒有',
    done: '已檢舉並封鎖。謝謝你告訴我們。',
    failed: '檢舉未能送出，請再試一次。',
  },
  areYouSure: '確定要傳送嗎？這樣的措辭可能會傷人。仍要傳送，或修改後再傳。',
  sendAnyway: '仍要傳送',
};

const TEXTS: Record<Locale, SafetyTexts> = { en, zhcn, zhtw };

/** The server's reason for "Are you sure?" (chat error frame msg, envelope msg with status -428). */
export const WORDING_CHECK = 'error.wording_check';

export function safetyTexts(language: string): SafetyTexts {
  return TEXTS[resolveLocale(language)];
}

/** The wording check's texts in the screen's language. */
export function useSafetyTexts(): SafetyTexts {
  const { i18n } = useTranslation();
  return safetyTexts(i18n.language);
}
