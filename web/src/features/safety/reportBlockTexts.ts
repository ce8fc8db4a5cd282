/**
 * The words of "Report or block" (docs/safety.md, "Safety centre"), as `reportBlock.*`. They ship with
 * the screens that offer it (profiles, chats, mails, posts), not with the first screen (the /m/login
 * and /w/login bundle budgets): each screen adds them to its i18n instance before rendering.
 */
import { useTranslation } from '../../app/i18n/react';
import type { I18n } from '../../app/i18n';

const reportBlockEn = {
  open: 'Report or block',
  title: 'Report or block {{name}}',
  reason: 'Reason',
  reasons: { '1': 'Advertising', '2': 'Offensive content', '3': 'Illegal content' },
  alsoBlock: 'Also block {{name}}',
  private: '{{name}} is not told. Staff see your report and only the messages you attach.',
  withMail: 'This mail goes with your report.',
  report: 'Report',
  block: 'Block only',
  back: 'Back',
  reported: 'Thank you, your report was received',
  reportedAndBlocked: 'Thank you, your report was received and {{name}} is blocked',
  blocked: '{{name}} is blocked',
  failed: 'That did not go through. Try again.',
};

const reportBlockZhcn = {
  open: '举报或封锁',
  title: '举报或封锁 {{name}}',
  reason: '举报原因',
  reasons: { '1': '广告', '2': '冒犯性内容', '3': '违法内容' },
  alsoBlock: '同时封锁 {{name}}',
  private: '{{name}} 不会收到通知。工作人员只会看到你的举报，以及你附上的消息。',
  withMail: '这封邮件会附在你的举报里。',
  report: '举报',
  block: '仅封锁',
  back: '返回',
  reported: '感谢，举报已收到',
  reportedAndBlocked: '感谢，举报已收到，{{name}} 已被封锁',
  blocked: '{{name}} 已被封锁',
  failed: '没有成功，请再试一次。',
};

const reportBlockZhtw = {
  open: '檢舉或封鎖',
  title: '檢舉或封鎖 {{name}}',
  reason: '檢舉原因',
  reasons: { '1': '廣告', '2': '冒犯性內容', '3': '違法內容' },
  alsoBlock: '同時封鎖 {{name}}',
  private: '{{name}} 不會收到通知。工作人員只會看到你的檢舉，以及你附上的訊息。',
  withMail: '這封郵件會附在你的檢舉裡。',
  report: '檢舉',
  block: '僅封鎖',
  back: '返回',
  reported: '感謝，檢舉已收到',
  reportedAndBlocked: '感謝，檢舉已收到，{{name}} 已被封鎖',
  blocked: '{{name}} 已被封鎖',
  failed: '沒有成功，請再試一次。',
};

const TEXTS = { en: reportBlockEn, zhcn: reportBlockZhcn, zhtw: reportBlockZhtw };

export function addReportBlockTexts(instance: I18n): void {
  for (const [locale, reportBlock] of Object.entries(TEXTS)) {
    if (instance.getResource(locale, 'translation', 'reportBlock.title') === undefined)
      instance.addResourceBundle(locale, 'translation', { reportBlock }, true, false);
  }
}

/** Adds the words to the screen's i18n instance (synchronously, before the first `t`). */
export function useReportBlockTexts(): void {
  const { i18n } = useTranslation();
  addReportBlockTexts(i18n);
}
