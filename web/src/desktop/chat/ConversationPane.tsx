/**
 * One desktop conversation in the design system's ChatWindow: a floating window (expanded or
 * collapsed) or the full-page chat. History, follow rules and sends come from the shared
 * `useConversation`; pictures need vip above 0 except to customer service; the translation helper
 * runs 500 ms after typing stops (-1: recharge or upgrade); the gift button opens the send-gift overlay.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { chat } from '../../app/chat';
import { serverMessage } from '../../app/i18n';
import { unsentReason } from '../../features/chat/unsentReason';
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { ChatBubble, ChatWindow, Select, type VipLevel } from '../../app/ui';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import {
  defaultTarget,
  translateTargets,
  useChatTranslation,
  type TranslateTarget,
} from '../../features/chat/useChatTranslation';
import { useConversation } from '../../features/chat/useConversation';
import { usePartner } from '../../features/chat/usePartner';
import { useSendGift } from '../../features/gift/sendGift';
import { Paragraph, TextLink } from '../layout';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.background.surface};
  p {
    margin: 0;
  }
`;

export type PaneState = 'expanded' | 'collapsed';

export interface ConversationPaneProps {
  partnerId: number;
  state: PaneState;
  onStateChange: (state: PaneState | 'closed') => void;
  layout?: 'floating' | 'page';
}

export function ConversationPane({ partnerId, state, onStateChange, layout = 'floating' }: ConversationPaneProps) {
  const { t, i18n } = useTranslation();
  const sendGift = useSendGift();
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
  const { notice, setNotice, scrollToEnd } = conversation;
  const wasExpanded = useRef(state === 'expanded');

  // Expanding a collapsed window views the chat again (clears its unread); collapsing stops viewing it.
  useEffect(() => {
    const expanded = state === 'expanded';
    if (expanded === wasExpanded.current) return;
    wasExpanded.current = expanded;
    if (expanded) {
      chat.openChat(partnerId);
      requestAnimationFrame(scrollToEnd);
    } else if (chat.getState().current === partnerId) chat.closeChat();
  }, [state, partnerId, scrollToEnd]);

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

  const name = partner?.username ?? '';
  const notices = (
    <>
      {notice && (
        <Notice role="alert">
          {notice.kind === 'notAllowed' && (
            <>
              <Paragraph>{serverMessage(notice.msg, 'chat.notAllowed', i18n)}</Paragraph>
              <TextLink to={desktopPaths.upgrade}>{t('chat.upgrade')}</TextLink>
            </>
          )}
          {notice.kind === 'upgrade' && (
            <>
              <Paragraph>{t('chat.freeUsedUp')}</Paragraph>
              <TextLink to={desktopPaths.upgrade}>{t('chat.upgrade')}</TextLink>
            </>
          )}
          {notice.kind === 'lowCredits' && (
            <>
              <Paragraph>{t('chat.lowCredits')}</Paragraph>
              <TextLink to={desktopPaths.pay}>{t('chat.recharge')}</TextLink>
              <TextLink to={desktopPaths.upgrade}>{t('chat.upgrade')}</TextLink>
            </>
          )}
        </Notice>
      )}
      {translateOn && (
        <Notice>
          <Select
            label={t('chat.translateTo')}
            value={target}
            onValueChange={(value) => setTarget(value as TranslateTarget)}
            options={translateTargets.map((code) => ({ value: code, label: t(`chat.language.${code}`) }))}
          />
          <Paragraph role="status" aria-label={t('chat.translation')}>
            {translation.status === 'done' && translation.text}
            {translation.status === 'pending' && t('chat.translating')}
            {translation.status === 'empty' && t('chat.translateEmpty')}
          </Paragraph>
        </Notice>
      )}
    </>
  );

  return (
    <ChatWindow
      // With several windows open, the one the member works in is the chat being viewed.
      onFocusCapture={() => {
        if (state === 'expanded' && chat.getState().current !== partnerId) chat.openChat(partnerId);
      }}
      state={state}
      onStateChange={onStateChange}
      layout={layout}
      partner={{
        id: partnerId,
        username: name,
        avatar: partner?.avatar || null,
        vip: (Number(partner?.vip) as VipLevel) || 0,
        is_online: Number(partner?.is_online) === 1 ? 1 : 0,
      }}
      viewerId={session?.id ?? 0}
      viewer={session ? { username: session.username, avatar: session.avatar || null } : undefined}
      messages={conversation.messages.map((message) => ({
        ...message,
        sender_id: Number(message.sender_id),
        create_time: Number(message.create_time),
        type: message.type === 'img' ? 'img' : 'txt',
      }))}
      unsent={
        conversation.unsent.length > 0 &&
        conversation.unsent.map((message) => (
          <ChatBubble
            key={message.ref}
            message={{ ...message, sender_id: session?.id ?? 0, create_time: Math.floor(message.queuedAt / 1000) }}
            mine
            senderName={session?.username ?? ''}
            senderAvatar={session?.avatar || null}
            status={message.status}
            failureReason={message.reason && unsentReason(message.reason, i18n)}
            onRetry={() => conversation.retry(message.ref)}
            onDiscard={() => conversation.discard(message.ref)}
          />
        ))
      }
      logRef={conversation.logRef}
      onLogScroll={conversation.onScroll}
      notice={notices}
      onSend={sendText}
      composerProps={{
        onSendImage: (file) => void sendImage(file),
        onGift: service || !partner ? undefined : () => sendGift.open(name),
        translateOn,
        onTranslateChange: (on) => {
          setTranslateOn(on);
          if (!on && notice?.kind === 'lowCredits') setNotice(null);
        },
        canSendImage: (session?.vip ?? 0) > 0 || service,
        allowEmpty: session?.gender === 0,
        onChange: (event: FormEvent<HTMLFormElement>) => {
          const field = event.target as HTMLElement;
          if (field instanceof HTMLTextAreaElement) setDraft(field.value);
        },
      }}
    />
  );
}
