/** Mails members sent to customer service, newest first, each answerable by mail from id 2. */
import { useState } from 'react';
import { MESSAGE_MAX } from '@kindred/rules';
import { staffPost } from '../../features/admin/staffApi';
import type { ServiceMail } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { ReasonDialog } from '../ReasonDialog';
import { Button, Table } from '../ui';

export function ServiceMails() {
  const { t } = useAdminText();
  const format = useFormat();
  const mails = useStaffQuery<{ items: ServiceMail[] }>('/member/admin/cs/mails');
  const { run, busy } = useAction();
  const [answering, setAnswering] = useState<ServiceMail | null>(null);
  const reply = async (content: string) => {
    if (!answering) return;
    const ok = await run(
      () => staffPost('/member/admin/cs/mail/reply', { to: answering.sender_id, content }),
      t('service.mailSent'),
    );
    if (ok) setAnswering(null);
  };
  return (
    <>
      <Table
        caption={t('service.mails')}
        columns={[
          { id: 'from', header: t('service.from'), cell: (mail) => mail.sendername },
          { id: 'msg', header: t('service.content'), cell: (mail) => mail.msg },
          { id: 'time', header: t('common.time'), cell: (mail) => format.time(mail.create_time) },
          {
            id: 'reply',
            header: '',
            cell: (mail) => (
              <Button size="sm" variant="secondary" onClick={() => setAnswering(mail)}>
                {t('service.mailReply')}
              </Button>
            ),
          },
        ]}
        rows={mails.data?.items ?? []}
        rowKey={(mail) => mail.eid}
      />
      {answering && (
        <ReasonDialog
          title={`${t('service.mailReply')}: ${answering.sendername}`}
          confirm={t('service.reply')}
          label={t('service.content')}
          maxLength={MESSAGE_MAX}
          busy={busy}
          onConfirm={(content) => void reply(content)}
          onClose={() => setAnswering(null)}
        />
      )}
    </>
  );
}
