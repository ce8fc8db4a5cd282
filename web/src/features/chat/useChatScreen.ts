/**
 * One conversation as both layouts show it (the /m chat screen, the /w chat windows): the shared
 * `useConversation` plus the partner, the translation helper (its language, the draft it translates
 * 500 ms after typing stops, a low balance becoming the conversation's notice) and the sends with
 * their failure toasts. A translated draft is sent in translation. Pictures need vip above 0, except
 * to customer service; a female member may send an empty message.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { useTranslation } from '../../app/i18n/react';
import { serverMessage } from '../../app/i18n';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { defaultTarget, useChatTranslation, type TranslateTarget } from './useChatTranslation';
import { useConversation } from './useConversation';
import { usePartner } from './usePartner';

export function useChatScreen(partnerId: number) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const service = partnerId === CUSTOMER_SERVICE_ID;
  const partner = usePartner(partnerId, t('chat.serviceName'));
  const [translateOn, setTranslateOn] = useState(false);
  const [target, setTarget] = useState<TranslateTarget>(() => defaultTarget(i18n.language));
  const [draft, setDraft] = useState('');
  const translation = useChatTranslation(translateOn, draft, target);
  const conversation = useConversation(partnerId, {
    onSendError: (msg) => toast.show({ message: serverMessage(msg, 'chat.sendFailed', i18n), tone: 'danger' }),
  });
  const { notice, setNotice } = conversation;

  useEffect(() => {
    if (translation.status === 'lowCredits') setNotice({ kind: 'lowCredits' });
    else if (translation.status === 'failed')
      toast.show({ message: serverMessage(translation.msg, 'chat.translateFailed', i18n), tone: 'danger' });
  }, [translation, toast, i18n, setNotice]);

  const sendText = (text: string) => {
    const translated =
      translateOn && translation.status === 'done' && translation.source === text ? translation.text : text;
    setDraft('');
    if (!conversation.sendText(translated).ok) toast.show({ message: t('chat.offline'), tone: 'danger' });
  };

  const sendImage = async (file: File) => {
    const outcome = await conversation.sendImage(file);
    if (outcome.ok) return;
    if (outcome.reason === 'upload')
      toast.show({ message: serverMessage(outcome.msg, 'chat.uploadFailed', i18n), tone: 'danger' });
    else toast.show({ message: t('chat.offline'), tone: 'danger' });
  };

  return {
    session,
    service,
    partner,
    name: partner?.username ?? '',
    conversation,
    translate: { on: translateOn, target, setTarget, translation },
    /** The composer's props both layouts share. */
    composer: {
      onSendImage: (file: File) => void sendImage(file),
      translateOn,
      onTranslateChange: (on: boolean) => {
        setTranslateOn(on);
        if (!on && notice?.kind === 'lowCredits') setNotice(null);
      },
      canSendImage: (session?.vip ?? 0) > 0 || service,
      allowEmpty: session?.gender === 0,
      onChange: (event: FormEvent<HTMLFormElement>) => {
        const field = event.target as HTMLElement;
        if (field instanceof HTMLTextAreaElement) setDraft(field.value);
      },
    },
    sendText,
  };
}

export type ChatScreen = ReturnType<typeof useChatScreen>;
