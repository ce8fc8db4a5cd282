/**
 * A one-to-one chat on the live connection (docs/product.md sections 4 and 5): opening it selects the chat
 * (opt 0, marks it read, answers the latest history), scrolling to the top loads older history
 * (opt 3 with the oldest create_time), the view follows new messages unless the member scrolled up
 * more than 20 px. Text, pictures (vip above 0, or to customer service), emoticons, translation and
 * gifts; opt 7 and 8 show their upgrade notices here while the shell redirects.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { serverMessage } from '../../app/i18n';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { Avatar, ChatBubble, ChatComposer, Dialog, EmptyState, Select, type VipLevel } from '../../app/ui';
import { Paragraph, ScreenHeader, TextLink } from '../layout';
import { upgradeRoute } from '../routes';
import { GiftForm } from '../gift/GiftForm';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { messagingRoutes } from './chatRoutes';
import {
  defaultTarget,
  translateTargets,
  useChatTranslation,
  type TranslateTarget,
} from '../../features/chat/useChatTranslation';
import { useConversation } from '../../features/chat/useConversation';
import { usePartner } from '../../features/chat/usePartner';
import { unsentReason } from '../../features/chat/unsentReason';

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

const Notice = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Partner = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export function ChatConversation({ partnerId }: { partnerId: number }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const service = partnerId === CUSTOMER_SERVICE_ID;
  const partner = usePartner(partnerId, t('chat.serviceName'));
  const [giftOpen, setGiftOpen] = useState(false);
  const [translateOn, setTranslateOn] = useState(false);
  const [target, setTarget] = useState<TranslateTarget>(() => defaultTarget(i18n.language));
  const [draft, setDraft] = useState('');
  const translation = useChatTranslation(translateOn, draft, target);
  const conversation = useConversation(partnerId, {
    onSendError: (msg) => toast.show({ message: serverMessage(msg, 'chat.sendFailed', i18n), tone: 'danger' }),
  });
  const { messages, historyLoaded, notice: banner, setNotice: setBanner, unsent } = conversation;

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

  useEffect(() => {
    if (translation.status === 'lowCredits') setBanner({ kind: 'lowCredits' });
    else if (translation.status === 'failed')
      toast.show({ message: serverMessage(translation.msg, 'chat.translateFailed', i18n), tone: 'danger' });
  }, [translation, toast, i18n, setBanner]);

  const me = session?.id ?? 0;
  const canSendImage = (session?.vip ?? 0) > 0 || service;
  const name = partner?.username ?? '';

  return (
    <Screen>
      <ScreenHeader
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
          </Partner>
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
          return (
            <ChatBubble
              key={`${message.mid}-${message.create_time}`}
              message={{ ...message, type: message.type === 'img' ? 'img' : 'txt' }}
              mine={mine}
              senderName={mine ? (session?.username ?? '') : name}
              senderAvatar={mine ? session?.avatar || null : partner?.avatar || null}
            />
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
            onRetry={() => conversation.retry(message.ref)}
            onDiscard={() => conversation.discard(message.ref)}
          />
        ))}
      </Log>
      {banner && (
        <Notice role="alert">
          {banner.kind === 'notAllowed' && (
            <>
              <Paragraph>{serverMessage(banner.msg, 'chat.notAllowed', i18n)}</Paragraph>
              <TextLink to={upgradeRoute}>{t('chat.upgrade')}</TextLink>
            </>
          )}
          {banner.kind === 'upgrade' && <Paragraph>{t('chat.freeUsedUp')}</Paragraph>}
          {banner.kind === 'lowCredits' && (
            <>
              <Paragraph>{t('chat.lowCredits')}</Paragraph>
              <TextLink to={messagingRoutes.recharge}>{t('chat.recharge')}</TextLink>
              <TextLink to={upgradeRoute}>{t('chat.upgrade')}</TextLink>
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
      <ChatComposer
        onSend={sendText}
        onSendImage={(file) => void sendImage(file)}
        onGift={service ? undefined : () => setGiftOpen(true)}
        translateOn={translateOn}
        onTranslateChange={(on) => {
          setTranslateOn(on);
          if (!on && banner?.kind === 'lowCredits') setBanner(null);
        }}
        canSendImage={canSendImage}
        allowEmpty={session?.gender === 0}
        enterToSend={false}
        onChange={(event: FormEvent<HTMLFormElement>) => {
          const field = event.target as HTMLElement;
          if (field instanceof HTMLTextAreaElement) setDraft(field.value);
        }}
      />
      {!service && (
        <Dialog open={giftOpen} onClose={() => setGiftOpen(false)} title={t('chat.giftTitle', { name })}>
          {giftOpen && name && <GiftForm recipient={name} onSent={() => setGiftOpen(false)} />}
        </Dialog>
      )}
    </Screen>
  );
}
