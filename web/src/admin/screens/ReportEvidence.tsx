/**
 * The messages a reporter attached to a report (docs/safety.md): staff never browse members' messages,
 * so these are read only here, one report at a time, and the edge records each opening in the audit
 * log (`report.evidence_viewed`) before it answers the text.
 */
import { useEffect, useState } from 'react';
import { staffPost } from '../../features/admin/staffApi';
import type { ReportEvidence as Evidence } from '../../features/admin/types';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { Muted } from '../Page.styles';
import { Button, ChatBubble, Dialog, ErrorText, Notice } from '../ui';

export function ReportEvidence({ reportId, onClose }: { reportId: number; onClose: () => void }) {
  const { t, failure } = useAdminText();
  const format = useFormat();
  const [evidence, setEvidence] = useState<Evidence | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void staffPost<Evidence>('/member/admin/reports/evidence', { report_id: reportId }).then((answer) => {
      if (!live) return;
      if (answer.status === 200 && answer.data) setEvidence(answer.data);
      else setError(answer.msg);
    });
    return () => {
      live = false;
    };
  }, [reportId]);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('evidence.heading')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('evidence.close')}
        </Button>
      }
    >
      <Notice tone="warning" role="note">
        {t('evidence.audited')}
      </Notice>
      {error && <ErrorText>{failure(error)}</ErrorText>}
      {!evidence && !error && <Muted>{t('common.loading')}</Muted>}
      {evidence?.items.map((item) => (
        <div key={`${item.kind}-${item.message_id}`}>
          <Muted>
            {t(`evidence.kind${item.kind}`)} · {t('evidence.sent')} {format.time(item.sent_at)}
            {item.flagged ? ` · ${t('evidence.flagged')}` : ''}
          </Muted>
          <ChatBubble
            message={{
              mid: item.message_id,
              type: 'txt',
              content: item.content,
              sender_id: evidence.target_id,
              create_time: item.sent_at,
            }}
            mine={false}
            senderName={String(evidence.target_id)}
          />
        </div>
      ))}
    </Dialog>
  );
}
