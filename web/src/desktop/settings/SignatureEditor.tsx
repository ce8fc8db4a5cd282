/** Signature editing on the own profile: at most 30 characters, with the counter. */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useToast } from '../../app/toast';
import { Button, TextField } from '../../app/ui';
import { useSignatureForm } from '../../features/profile/useSignatureForm';
import { Form, Paragraph } from '../layout';

export function SignatureEditor() {
  const { t } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const { field, busy, submit, saved } = useSignatureForm(() => {
    setEditing(false);
    toast.show({ message: t('desk.user.saved'), tone: 'success' });
  });

  if (!editing)
    return (
      <>
        <Paragraph>{saved || t('desk.user.signature')}</Paragraph>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          {t('desk.user.editSignature')}
        </Button>
      </>
    );
  return (
    <Form onSubmit={submit}>
      <TextField label={t('desk.user.signature')} {...field} />
      <Button type="submit" size="sm" loading={busy}>
        {t('desk.user.saveSignature')}
      </Button>
    </Form>
  );
}
