/** /m/home/my/setup/changesignature: at most 30 characters with a live counter. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { Button, TextField } from '../../app/ui';
import { SIGNATURE_MAX } from '@kindred/rules';
import { checkSignature } from '../../app/validation';
import { FormStack, Page, ScreenHeader } from '../layout';
import { setupRoutes } from '../routes';
import { changeSignature } from '../../features/profile/profile';

export default function ChangeSignature() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const [signature, setSignature] = useState(session?.signature ?? '');
  const [busy, setBusy] = useState(false);
  const problem = checkSignature(signature);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setBusy(true);
    const value = signature.trim();
    const answer = await changeSignature(value);
    setBusy(false);
    if (isOk(answer)) {
      toast.show({ message: t('setup.saved'), tone: 'success' });
      navigate(setupRoutes.index);
      return;
    }
    toast.show({ message: serverMessage(answer.msg, 'setup.modifyFail', i18n), tone: 'danger' });
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('title.signature')} back={setupRoutes.index} />
      <FormStack noValidate onSubmit={submit}>
        <TextField
          label={t('field.signature')}
          name="signature"
          multiline
          rows={3}
          maxLength={SIGNATURE_MAX}
          hint={t('setup.signatureHint')}
          value={signature}
          onValueChange={setSignature}
          error={problem ? t(problem) : undefined}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('common.save')}
        </Button>
      </FormStack>
    </Page>
  );
}
