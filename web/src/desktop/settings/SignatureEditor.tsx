/** Signature editing on the own profile: at most 30 characters, with the counter. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { Button, TextField } from '../../app/ui';
import { SIGNATURE_MAX } from '@kindred/rules';
import { checkSignature } from '../../app/validation';
import { changeSignature } from '../../features/profile/profile';
import { Form, Paragraph } from '../layout';

export function SignatureEditor() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(session?.signature ?? '');
  const [busy, setBusy] = useState(false);
  const problem = checkSignature(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setBusy(true);
    const answer = await changeSignature(value.trim());
    setBusy(false);
    if (isOk(answer)) {
      setEditing(false);
      toast.show({ message: t('desk.user.saved'), tone: 'success' });
    } else toast.show({ message: serverMessage(answer.msg, 'setup.modifyFail', i18n), tone: 'danger' });
  };

  if (!editing)
    return (
      <>
        <Paragraph>{session?.signature || t('desk.user.signature')}</Paragraph>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          {t('desk.user.editSignature')}
        </Button>
      </>
    );
  return (
    <Form onSubmit={submit}>
      <TextField
        label={t('desk.user.signature')}
        name="signature"
        maxLength={SIGNATURE_MAX}
        value={value}
        onValueChange={setValue}
        error={problem ? t(problem) : undefined}
      />
      <Button type="submit" size="sm" loading={busy}>
        {t('desk.user.saveSignature')}
      </Button>
    </Form>
  );
}
