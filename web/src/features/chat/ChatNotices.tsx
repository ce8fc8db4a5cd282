/**
 * The strips above a conversation's composer in both layouts: the conversation's notice (opt 7: not
 * allowed, opt 8: free messages used up, a low balance for translation) with the links the layout
 * gives, and, while translation is on, its language and the translated draft.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { serverMessage } from '../../app/i18n';
import { Notice, Select, Text } from '../../app/ui';
import { translateTargets, type TranslateTarget } from './useChatTranslation';
import type { ChatScreen } from './useChatScreen';

export interface ChatNoticesProps {
  screen: ChatScreen;
  /** The layout's links to the upgrade and recharge screens. */
  upgradeLink: ReactNode;
  rechargeLink: ReactNode;
}

export function ChatNotices({ screen, upgradeLink, rechargeLink }: ChatNoticesProps) {
  const { t, i18n } = useTranslation();
  const { notice } = screen.conversation;
  const { on, target, setTarget, translation } = screen.translate;
  return (
    <>
      {notice?.kind === 'notAllowed' && (
        <Notice role="alert" tone="upgrade" actions={upgradeLink}>
          <Text>{serverMessage(notice.msg, 'chat.notAllowed', i18n)}</Text>
        </Notice>
      )}
      {notice?.kind === 'upgrade' && (
        <Notice role="alert" tone="upgrade" actions={upgradeLink}>
          <Text>{t('chat.freeUsedUp')}</Text>
        </Notice>
      )}
      {notice?.kind === 'lowCredits' && (
        <Notice
          role="alert"
          tone="warning"
          actions={
            <>
              {rechargeLink}
              {upgradeLink}
            </>
          }
        >
          <Text>{t('chat.lowCredits')}</Text>
        </Notice>
      )}
      {on && (
        <Notice>
          <Select
            label={t('chat.translateTo')}
            value={target}
            onValueChange={(value) => setTarget(value as TranslateTarget)}
            options={translateTargets.map((code) => ({ value: code, label: t(`chat.language.${code}`) }))}
          />
          <Text role="status" aria-label={t('chat.translation')}>
            {translation.status === 'done' && translation.text}
            {translation.status === 'pending' && t('chat.translating')}
            {translation.status === 'empty' && t('chat.translateEmpty')}
          </Text>
        </Notice>
      )}
    </>
  );
}
