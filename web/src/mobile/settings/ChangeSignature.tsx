/** /m/home/my/setup/changesignature: at most 30 characters with a live counter. */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { useToast } from '../../app/toast';
import { Button, TextField } from '../../app/ui';
import { FormStack, Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';
import { useSignatureForm } from '../../features/profile/useSignatureForm';

export default function ChangeSignature() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { field, busy, submit } = useSignatureForm(() => {
    toast.show({ message: t('setup.saved'), tone: 'success' });
    navigate(setupRoutes.index);
  });

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('title.signature')} back={setupRoutes.index} />
      <FormStack noValidate onSubmit={submit}>
        <TextField label={t('field.signature')} multiline rows={3} hint={t('setup.signatureHint')} {...field} />
        <Button type="submit" fullWidth loading={busy}>
          {t('common.save')}
        </Button>
      </FormStack>
    </Page>
  );
}
