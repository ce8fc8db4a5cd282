/** Asks for a reason (reject, suspend, refund, credit note) before an action that needs one. */
import { useState, type ReactNode } from 'react';
import { useAdminText } from './useAdminText';
import { Form } from './Page.styles';
import { Button, Dialog, TextField } from './ui';

export function ReasonDialog({
  title,
  confirm,
  label,
  maxLength = 200,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirm: string;
  label?: string;
  maxLength?: number;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useAdminText();
  const [reason, setReason] = useState('');
  const formId = `reason-${title.replace(/\W+/g, '-')}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy} disabled={!reason.trim()}>
            {confirm}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) onConfirm(reason.trim());
        }}
      >
        {children}
        <TextField
          label={label ?? t('common.reason')}
          value={reason}
          onValueChange={setReason}
          maxLength={maxLength}
          multiline
          required
        />
      </Form>
    </Dialog>
  );
}
