/**
 * What the design system's ConversationNotices shows above a conversation's composer in both layouts,
 * from the shared chat screen: the conversation's notice (opt 7 not allowed, opt 8 free messages used
 * up, a low balance for translation) as a sentence in the member's language, and, while translation
 * is on, its language and the translated draft. The layouts add their own upgrade and recharge links.
 */
import { useTranslation } from '../../app/i18n/react';
import { serverMessage } from '../../app/i18n';
import type {
  ConversationNotice,
  ConversationNoticesTexts,
  ConversationTranslation,
  DraftTranslation,
} from '../../app/ui';
import { translateTargets, type TranslateTarget, type TranslationState } from './useChatTranslation';
import type { ChatScreen } from './useChatScreen';

/** The draft as the strip shows it: a failed or low-balance translation shows no line (a toast or the notice says why). */
export function draftOf(state: TranslationState): DraftTranslation {
  if (state.status === 'done') return { status: 'done', text: state.text };
  if (state.status === 'pending' || state.status === 'empty') return { status: state.status };
  return { status: 'idle' };
}

export function useConversationNotices(screen: ChatScreen): {
  texts: ConversationNoticesTexts;
  notice: ConversationNotice | null;
  translation: ConversationTranslation | null;
} {
  const { t, i18n } = useTranslation();
  const { notice } = screen.conversation;
  const { on, target, setTarget, translation } = screen.translate;
  const message = (kind: ConversationNotice['kind'], msg?: string) => {
    if (kind === 'notAllowed') return serverMessage(msg, 'chat.notAllowed', i18n);
    return t(kind === 'upgrade' ? 'chat.freeUsedUp' : 'chat.lowCredits');
  };
  return {
    texts: {
      translateTo: t('chat.translateTo'),
      translation: t('chat.translation'),
      translating: t('chat.translating'),
      translateEmpty: t('chat.translateEmpty'),
    },
    notice: notice ? { kind: notice.kind, message: message(notice.kind, notice.msg) } : null,
    translation: on
      ? {
          target,
          languages: translateTargets.map((code) => ({ value: code, label: t(`chat.language.${code}`) })),
          onTargetChange: (value) => setTarget(value as TranslateTarget),
          draft: draftOf(translation),
        }
      : null,
  };
}
