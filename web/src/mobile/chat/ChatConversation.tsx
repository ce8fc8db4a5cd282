/**
 * A one-to-one chat on the live connection (docs/product.md sections 4 and 5): opening it selects the chat
 * (opt 0, marks it read, answers the latest history), scrolling to the top loads older history
 * (opt 3 with the oldest create_time), the view follows new messages unless the member scrolled up
 * more than 20 px. Text, pictures (vip above 0, or to customer service), emoticons, translation and
 * gifts; opt 7 and 8 show their upgrade notices here while the shell redirects.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type UIEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { isOk } from '../../app/api';
import { chat, useChatState } from '../../app/chat';
import { serverMessage } from '../../app/i18n';
import { uploadPicture } from '../../app/pictures';
import { useSession } from '../../app/session';
import type { ChatMessage } from '../../app/socket';
import { useToast } from '../../app/toast';
import { Avatar, ChatBubble, ChatComposer, Dialog, EmptyState, Select, type VipLevel } from '../../app/ui';
import { Paragraph, ScreenHeader, TextLink } from '../layout';
import { upgradeRoute } from '../routes';
import { GiftForm } from '../gift/GiftForm';
import { CUSTOMER_SERVICE_ID, messagingRoutes } from './chatRoutes';
import {
  defaultTarget,
  translateTargets,
  useChatTranslation,
  type TranslateTarget,
} from '../../features/chat/useChatTranslation';
import { loadMemberDetail } from '../../features/member/memberApi';

/** Scrolled up by more than this, the view stops following new messages (docs/product.md section 9). */
export const FOLLOW_THRESHOLD_PX = 20;

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

interface PartnerInfo {
  username: string;
  avatar: string;
  vip: number;
  is_online: number;
}

type Banner = { kind: 'notAllowed' | 'upgrade' | 'lowCredits'; msg?: string } | null;

const sameMessage = (a: ChatMessage, b: ChatMessage) => Number(a.mid) === Number(b.mid);

function merge(older: ChatMessage[], current: ChatMessage[]): ChatMessage[] {
  return [...older.filter((m) => !current.some((c) => sameMessage(c, m))), ...current];
}

export function ChatConversation({ partnerId }: { partnerId: number }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const { connected, contacts } = useChatState();
  const service = partnerId === CUSTOMER_SERVICE_ID;
  const contact = contacts.find((c) => c.uid === partnerId);
  const [loaded, setLoaded] = useState<PartnerInfo | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [historyLoaded, setHistoryLoaded] = useState(false);
  const [more, setMore] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const [giftOpen, setGiftOpen] = useState(false);
  const [translateOn, setTranslateOn] = useState(false);
  const [target, setTarget] = useState<TranslateTarget>(() => defaultTarget(i18n.language));
  const [draft, setDraft] = useState('');
  const translation = useChatTranslation(translateOn, draft, target);
  const log = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const pending = useRef<'initial' | 'older' | null>(null);
  const keepFromBottom = useRef<number | null>(null);

  const partner: PartnerInfo | null = service
    ? { username: t('chat.serviceName'), avatar: contact?.avatar ?? '', vip: 0, is_online: contact?.is_online ?? 0 }
    : contact
      ? {
          username: contact.username || loaded?.username || '',
          avatar: contact.avatar,
          vip: contact.vip,
          is_online: contact.is_online,
        }
      : loaded;

  useEffect(() => {
    if (service || contact?.username) return;
    let live = true;
    void loadMemberDetail<PartnerInfo>(partnerId).then((answer) => {
      if (live && isOk(answer) && answer.data) setLoaded(answer.data);
    });
    return () => {
      live = false;
    };
  }, [partnerId, service, contact?.username]);

  // Selecting the chat (again after a reconnect) marks it read and brings the latest history.
  useEffect(() => {
    if (!connected) return;
    pending.current = 'initial';
    chat.openChat(partnerId);
  }, [connected, partnerId]);

  useEffect(() => () => chat.closeChat(), []);

  useEffect(
    () =>
      chat.onEvent((event) => {
        if (event.type === 'history' && event.contact === partnerId) {
          const kind = pending.current;
          pending.current = null;
          setMore(event.more);
          setHistoryLoaded(true);
          if (kind === 'older') {
            const el = log.current;
            keepFromBottom.current = el ? el.scrollHeight - el.scrollTop : null;
            setMessages((current) => merge(event.list, current));
          } else {
            follow.current = true;
            setMessages(event.list);
          }
        } else if (event.type === 'message' && event.contact === partnerId) {
          if (!event.incoming) follow.current = true;
          setMessages((current) =>
            current.some((m) => sameMessage(m, event.message)) ? current : [...current, event.message],
          );
        } else if (event.type === 'notAllowed' && (event.contact === null || event.contact === partnerId)) {
          setBanner({ kind: 'notAllowed', msg: event.msg });
        } else if (event.type === 'upgrade' && (event.contact === null || event.contact === partnerId)) {
          setBanner({ kind: 'upgrade', msg: event.msg });
        } else if (event.type === 'error' && event.opt === 1) {
          toast.show({ message: serverMessage(event.msg, 'chat.sendFailed', i18n), tone: 'danger' });
        }
      }),
    [partnerId, toast, i18n],
  );

  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (follow.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages]);

  const loadOlder = useCallback(() => {
    const oldest = messages[0];
    if (!oldest || !more || pending.current) return;
    if (chat.loadHistory(partnerId, Number(oldest.create_time), Number(oldest.mid))) pending.current = 'older';
  }, [messages, more, partnerId]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    follow.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_THRESHOLD_PX;
    if (el.scrollTop <= 0) loadOlder();
  };

  const sendText = (text: string) => {
    const translated =
      translateOn && translation.status === 'done' && translation.source === text ? translation.text : text;
    setDraft('');
    if (!chat.sendText(partnerId, translated)) toast.show({ message: t('chat.offline'), tone: 'danger' });
  };

  const sendImage = async (file: File) => {
    const answer = await uploadPicture(file);
    if (!isOk(answer) || !answer.data?.url) {
      toast.show({ message: serverMessage(answer.msg, 'chat.uploadFailed', i18n), tone: 'danger' });
      return;
    }
    if (!chat.sendImage(partnerId, answer.data.url)) toast.show({ message: t('chat.offline'), tone: 'danger' });
  };

  useEffect(() => {
    if (translation.status === 'lowCredits') setBanner({ kind: 'lowCredits' });
    else if (translation.status === 'failed')
      toast.show({ message: serverMessage(translation.msg, 'chat.translateFailed', i18n), tone: 'danger' });
  }, [translation, toast, i18n]);

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
      <Log ref={log} role="log" aria-label={t('chat.conversation', { name })} aria-live="polite" onScroll={onScroll}>
        {historyLoaded && messages.length === 0 && <EmptyState title={t('chat.noMessages')} />}
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
