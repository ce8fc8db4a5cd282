/**
 * The words of the conversation's notices in their stories, in the three languages. In the app these
 * texts are the app's own (they ship with the chat screens, not with the first screen), so the
 * component takes them as props; these copies are the app's texts at the time of writing.
 */
import { resolveLocale, type Locale } from '../i18n/locales';

const en = {
  notices: {
    translateTo: 'Translate into',
    translation: 'Translation',
    translating: 'Translating…',
    translateEmpty: 'No translation for this text',
  },
  notAllowed: 'Free members cannot start a chat. Upgrade to chat.',
  freeUsedUp: 'Your free messages are used up. Upgrade to keep chatting.',
  lowCredits: 'You are running low on credits. Recharge or upgrade to keep translating.',
  upgrade: 'Upgrade',
  recharge: 'Recharge',
  languages: { en: 'English', zh: 'Simplified Chinese', cht: 'Traditional Chinese' },
  /** The app's first language to translate into, and a draft translated into it. */
  target: 'zh',
  draftTranslated: '你好，周六一起去喝咖啡吗？',
};

type ChatStoryTexts = typeof en;

const zhcn: ChatStoryTexts = {
  notices: { translateTo: '翻译成', translation: '翻译', translating: '翻译中…', translateEmpty: '该内容没有翻译结果' },
  notAllowed: '免费会员不能发起聊天，请升级后再聊',
  freeUsedUp: '免费聊天次数已用完，请升级后继续聊天',
  lowCredits: '您的余额不足，请充值或升级后继续使用翻译',
  upgrade: '升级',
  recharge: '充值',
  languages: { en: '英文', zh: '简体中文', cht: '繁体中文' },
  target: 'en',
  draftTranslated: 'Hello, shall we meet for coffee on Saturday?',
};

const zhtw: ChatStoryTexts = {
  notices: { translateTo: '翻譯成', translation: '翻譯', translating: '翻譯中…', translateEmpty: '該內容沒有翻譯結果' },
  notAllowed: '免費會員不能發起聊天，請升級後再聊',
  freeUsedUp: '免費聊天次數已用完，請升級後繼續聊天',
  lowCredits: '您的餘額不足，請儲值或升級後繼續使用翻譯',
  upgrade: '升級',
  recharge: '儲值',
  languages: { en: '英文', zh: '簡體中文', cht: '繁體中文' },
  target: 'en',
  draftTranslated: 'Hello, shall we meet for coffee on Saturday?',
};

const texts: Record<Locale, ChatStoryTexts> = { en, zhcn, zhtw };

/** The story texts in the language of the story's toolbar. */
export function chatStoryTexts(globals: Record<string, unknown>): ChatStoryTexts {
  return texts[resolveLocale(globals.locale)];
}
