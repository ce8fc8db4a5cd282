/**
 * The words of SafetyQuestion in its stories, in the three languages. In the app they are the app's
 * own (web/src/features/report/safetyTexts.ts, shipped with the chat and mail screens); these copies
 * are the app's texts at the time of writing.
 */
import type { SafetyQuestionTexts } from '../components/SafetyQuestion';
import { resolveLocale, type Locale } from '../i18n/locales';

const texts: Record<Locale, SafetyQuestionTexts> = {
  en: {
    question: 'Does this message bother you?',
    reportAndBlock: 'Report and block',
    dismiss: 'No',
    done: 'Reported and blocked. Thank you for telling us.',
    failed: 'The report could not be sent. Try again.',
  },
  zhcn: {
    question: '这条消息让你不舒服吗？',
    reportAndBlock: '举报并封锁',
    dismiss: '没有',
    done: '已举报并封锁。谢谢你告诉我们。',
    failed: '举报未能送出，请再试一次。',
  },
  zhtw: {
    question: '這則訊息讓你不舒服嗎？',
    reportAndBlock: '檢舉並封鎖',
    dismiss: '沒有',
    done: '已檢舉並封鎖。謝謝你告訴我們。',
    failed: '檢舉未能送出，請再試一次。',
  },
};
export function safetyStoryTexts(globals: Record<string, unknown>): SafetyQuestionTexts {
  return texts[resolveLocale(globals.locale)];
}
