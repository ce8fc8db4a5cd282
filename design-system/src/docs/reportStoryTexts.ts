/**
 * The words of ReportDialog in its stories, in the three languages, for a member named bob. In the
 * app they are the app's own (web/src/features/safety/texts, shipped with the screens that offer
 * "Report or block"); these copies are the app's texts at the time of writing.
 */
import type { ReportDialogTexts } from '../components/ReportDialog';
import { resolveLocale, type Locale } from '../i18n/locales';

const texts: Record<Locale, ReportDialogTexts> = {
  en: {
    title: 'Report or block bob',
    reason: 'Reason',
    reasons: { '1': 'Advertising', '2': 'Offensive content', '3': 'Illegal content' },
    alsoBlock: 'Also block bob',
    note: 'bob is not told. Staff see your report and only the messages you attach.',
    evidence: 'This mail goes with your report.',
    report: 'Report',
    block: 'Block only',
    back: 'Back',
  },
  zhcn: {
    title: '举报或封锁 bob',
    reason: '举报原因',
    reasons: { '1': '广告', '2': '冒犯性内容', '3': '违法内容' },
    alsoBlock: '同时封锁 bob',
    note: 'bob 不会收到通知。工作人员只会看到你的举报，以及你附上的消息。',
    evidence: '这封邮件会附在你的举报里。',
    report: '举报',
    block: '仅封锁',
    back: '返回',
  },
  zhtw: {
    title: '檢舉或封鎖 bob',
    reason: '檢舉原因',
    reasons: { '1': '廣告', '2': '冒犯性內容', '3': '違法內容' },
    alsoBlock: '同時封鎖 bob',
    note: 'bob 不會收到通知。工作人員只會看到你的檢舉，以及你附上的訊息。',
    evidence: '這封郵件會附在你的檢舉裡。',
    report: '檢舉',
    block: '僅封鎖',
    back: '返回',
  },
};

export function reportStoryTexts(globals: Record<string, unknown>): ReportDialogTexts {
  return texts[resolveLocale(globals.locale)];
}

/** "Report or block {name}", as the app names the report button of a post or a chat window. */
export function reportStoryLabel(globals: Record<string, unknown>, name: string): string {
  return texts[resolveLocale(globals.locale)].title.replace('bob', name);
}
