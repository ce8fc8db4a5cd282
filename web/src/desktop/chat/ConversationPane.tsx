/**
 * One desktop conversation in the design system's ChatWindow: a floating window (expanded or
 * collapsed) or the full-page chat. History, follow rules, translation and sends come from the
 * shared `useChatScreen`, the notices from `useConversationNotices`; the gift button opens the send-gift overlay,
 * the title bar's flag "Report or block" (not for customer service).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { chat } from '../../app/chat';
import { heldByWording, unsentReason } from '../../features/chat/unsentReason';
import { useSafetyQuestions } from '../../features/report/useSafetyQuestions';
import { cautionText } from '../../features/chat/firstMessageCaution';
import { useReportBlock } from '../../features/safety/useReportBlock';
import { desktopPaths } from '../../app/paths';
import {
  ChatBubble,
  ChatWindow,
  ConversationNotices,
  Notice,
  ReportDialog,
  SafetyQuestion,
  type VipLevel,
} from '../../app/ui';
import { useConversationNotices } from '../../features/chat/conversationNotices';
import { useChatScreen } from '../../features/chat/useChatScreen';
import { useSendGift } from '../../features/gift/sendGift';
import { TextLink } from '../layout';

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
  const chatScreen = useChatScreen(partnerId);
  const notices = useConversationNotices(chatScreen);
  const { session, service, partner, name, conversation } = chatScreen;
  const { scrollToEnd } = conversation;
  const questionFor = useSafetyQuestions('chat');
  const reporting = useReportBlock();
  const flagged = new Set(conversation.messages.filter((m) => Number(m.flagged) === 1).map((m) => Number(m.mid)));
  const cautions = new Map(conversation.messages.map((m) => [Number(m.mid), m.caution]));
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

  return (
    <>
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
          verified: Number(partner?.verified) === 1 ? 1 : 0,
        }}
        viewerId={session?.id ?? 0}
        viewer={session ? { username: session.username, avatar: session.avatar || null } : undefined}
        messages={conversation.messages.map((message) => ({
          ...message,
          sender_id: Number(message.sender_id),
          create_time: Number(message.create_time),
          type: message.type === 'img' ? 'img' : 'txt',
        }))}
        afterMessage={(message) => {
          const mine = message.sender_id === (session?.id ?? 0);
          const question = questionFor({
            id: Number(message.mid),
            senderId: message.sender_id,
            flagged: flagged.has(Number(message.mid)),
            mine,
          });
          const caution = cautionText({ caution: cautions.get(Number(message.mid)) }, mine, i18n.language);
          return (
            <>
              {caution && <Notice tone="warning">{caution}</Notice>}
              {question && <SafetyQuestion {...question} />}
            </>
          );
        }}
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
              onRetry={() =>
                heldByWording(message.reason) ? conversation.sendAnyway(message.ref) : conversation.retry(message.ref)
              }
              onDiscard={() => conversation.discard(message.ref)}
            />
          ))
        }
        logRef={conversation.logRef}
        onLogScroll={conversation.onScroll}
        notice={
          <ConversationNotices
            {...notices}
            upgradeAction={<TextLink to={desktopPaths.upgrade}>{t('chat.upgrade')}</TextLink>}
            rechargeAction={<TextLink to={desktopPaths.pay}>{t('chat.recharge')}</TextLink>}
          />
        }
        onSend={chatScreen.sendText}
        composerProps={{
          ...chatScreen.composer,
          onGift: service || !partner ? undefined : () => sendGift.open(name),
        }}
        onReport={service ? undefined : () => reporting.open({ id: partnerId, name })}
        reportLabel={reporting.labelFor(name)}
      />
      {!service && <ReportDialog {...reporting.dialog} />}
    </>
  );
}
