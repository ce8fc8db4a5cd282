/** Chats with members, newest first; the open chat's messages (replies say which staff wrote them) and the composer. */
import { contactId, useServiceInbox } from '../../features/admin/useServiceInbox';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { Muted } from '../Page.styles';
import { Avatar, Badge, ChatBubble, ChatComposer, Table } from '../ui';
import { Author, Conversation, Inbox, Thread } from './ServiceChats.styles';

export function ServiceChats() {
  const { t } = useAdminText();
  const format = useFormat();
  const inbox = useServiceInbox();
  const open = inbox.chats.find((chat) => contactId(chat) === inbox.contact);
  return (
    <Inbox>
      <div>
        <Muted role="status">{inbox.connected ? t('service.online') : t('service.offline')}</Muted>
        <Table
          caption={t('service.chats')}
          density="compact"
          columns={[
            {
              id: 'member',
              header: t('reports.member'),
              cell: (chat) => (
                <>
                  <Avatar src={chat.contact.avatar || null} name={chat.contact.username} size="xs" />{' '}
                  {chat.contact.username} <Badge count={chat.unread} />
                </>
              ),
            },
            { id: 'last', header: t('service.content'), cell: (chat) => chat.last_message },
            { id: 'time', header: t('common.time'), cell: (chat) => format.time(chat.last_time) },
          ]}
          rows={inbox.chats}
          rowKey={contactId}
          onRowClick={(chat) => inbox.open(contactId(chat))}
        />
      </div>
      <Conversation aria-label={open ? open.contact.username : t('service.choose')}>
        {inbox.contact === null ? (
          <Muted>{t('service.choose')}</Muted>
        ) : (
          <>
            <Thread role="log" aria-label={open?.contact.username ?? ''}>
              {inbox.messages.map((message) => {
                const mine = Number(message.sender_id) === CUSTOMER_SERVICE_ID;
                return (
                  <div key={message.id}>
                    <ChatBubble
                      mine={mine}
                      senderName={mine ? t('service.heading') : (open?.contact.username ?? '')}
                      message={{
                        mid: message.id,
                        type: message.type === 'img' ? 'img' : 'txt',
                        content: message.msg,
                        img: message.img,
                        sender_id: message.sender_id,
                        create_time: message.create_time,
                      }}
                    />
                    {mine && message.staff_username && (
                      <Author>{t('service.by', { name: message.staff_username })}</Author>
                    )}
                  </div>
                );
              })}
            </Thread>
            <ChatComposer
              onSend={(text) => void inbox.send(text)}
              canSendImage={false}
              aria-label={t('service.reply')}
            />
          </>
        )}
      </Conversation>
    </Inbox>
  );
}
