/**
 * A one-to-one chat on the live connection (docs/product.md sections 4 and 5): opening it selects the chat
 * (opt 0, marks it read, answers the latest history), scrolling to the top loads older history
 * (opt 3 with the oldest create_time), the view follows new messages unless the member scrolled up
 * more than 20 px. Text, pictures (vip above 0, or to customer service), emoticons, translation and
 * gifts; opt 7 and 8 show their upgrade notices here while the shell redirects.
 */
import { Fragment, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { Flag } from 'lucide-react';
import {
  Avatar,
  ChatBubble,
  ChatComposer,
  ConversationNotices,
  Dialog,
  EmptyState,
  IconButton,
  Notice,
  ReportDialog,
  SafetyQuestion,
  VerifiedBadge,
  type VipLevel,
} from '../../app/ui';
import { TextLink } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { upgradeRoute } from '../routes';
import { GiftForm } from '../gift/GiftForm';
import { messagingRoutes } from './chatRoutes';
import { useConversationNotices } from '../../features/chat/conversationNotices';
import { useChatScreen } from '../../features/chat/useChatScreen';
import { heldByWording, unsentReason } from '../../features/chat/unsentReason';
import { useSafetyQuestions } from '../../features/report/useSafetyQuestions';
import { cautionText } from '../../features/chat/firstMessageCaution';
import { useReportBlock } from '../../features/safety/useReportBlock';

export { FOLLOW_THRESHOLD_PX } from '../../features/chat/useConversation';

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100dvh;
  max-width: 600px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.gutter};
  padding-bottom: calc(${({ theme }) => theme.space.xxxl} + ${({ theme }) => theme.space.xxl});
  background: ${({ theme }) => theme.color.background.canvas};
`;

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
`;

const Partner = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export function ChatConversation({ partnerId }: { partnerId: number }) {
  const { t, i18n } = useTranslation();
  const chatScreen = useChatScreen(partnerId);
  const notices = useConversationNotices(chatScreen);
  const { session, service, partner, name, conversation } = chatScreen;
  const [giftOpen, setGiftOpen] = useState(false);
  const { messages, historyLoaded, unsent } = conversation;
  const me = session?.id ?? 0;
  const questionFor = useSafetyQuestions('chat');
  const reporting = useReportBlock();

  return (
    <Screen>
      <RoutedScreenHeader
        back={messagingRoutes.chatList}
        title={
          <Partner>
            {partner && (
              <Avatar
                src={partner.avatar || null}
                name={name}
                vip={(Number(partner.vip) as VipLevel) || 0}
                online={Number(partner.is_online) === 1}
                size="sm"
              />
            )}
            {name}
            {Number(partner?.verified) === 1 && <VerifiedBadge />}
          </Partner>
        }
        actions={
          !service && (
            <IconButton
              label={reporting.label}
              icon={<Flag aria-hidden />}
              onClick={() => reporting.open({ id: partnerId, name })}
            />
          )
        }
      />
      <Log
        ref={conversation.logRef}
        role="log"
        aria-label={t('chat.conversation', { name })}
        aria-live="polite"
        onScroll={conversation.onScroll}
      >
        {historyLoaded && messages.length === 0 && unsent.length === 0 && <EmptyState title={t('chat.noMessages')} />}
        {messages.map((message) => {
          const mine = Number(message.sender_id) === me;
          const question = questionFor({
            id: Number(message.mid),
            senderId: Number(message.sender_id),
            flagged: Number(message.flagged) === 1,
            mine,
          });
          const caution = cautionText(message, mine, i18n.language);
          return (
            <Fragment key={`${message.mid}-${message.create_time}`}>
              <ChatBubble
                message={{ ...message, type: message.type === 'img' ? 'img' : 'txt' }}
                mine={mine}
                senderName={mine ? (session?.username ?? '') : name}
                senderAvatar={mine ? session?.avatar || null : partner?.avatar || null}
              />
              {caution && <Notice tone="warning">{caution}</Notice>}
              {question && <SafetyQuestion {...question} />}
            </Fragment>
          );
        })}
        {unsent.map((message) => (
          <ChatBubble
            key={message.ref}
            message={{ ...message, sender_id: me, create_time: Math.floor(message.queuedAt / 1000) }}
            mine
            senderName={session?.username ?? ''}
            status={message.status}
            failureReason={message.reason && unsentReason(message.reason, i18n)}
            onRetry={() =>
              heldByWording(message.reason) ? conversation.sendAnyway(message.ref) : conversation.retry(message.ref)
            }
            onDiscard={() => conversation.discard(message.ref)}
          />
        ))}
      </Log>
      <ConversationNotices
        {...notices}
        upgradeAction={<TextLink to={upgradeRoute}>{t('chat.upgrade')}</TextLink>}
        rechargeAction={<TextLink to={messagingRoutes.recharge}>{t('chat.recharge')}</TextLink>}
      />
      <ChatComposer
        {...chatScreen.composer}
        onSend={chatScreen.sendText}
        onGift={service ? undefined : () => setGiftOpen(true)}
        enterToSend={false}
      />
      {!service && <ReportDialog {...reporting.dialog} />}
      {!service && (
        <Dialog open={giftOpen} onClose={() => setGiftOpen(false)} title={t('chat.giftTitle', { name })}>
          {giftOpen && name && <GiftForm recipient={name} onSent={() => setGiftOpen(false)} />}
        </Dialog>
      )}
    </Screen>
  );
}
