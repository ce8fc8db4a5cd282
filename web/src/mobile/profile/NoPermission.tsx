/** What a screen shows in place of content the member's tier may not see: 'no permission!' and upgrade. */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { Lock } from 'lucide-react';
import { Button, EmptyState } from '../../app/ui';
import { upgradeRoute } from '../routes';

export function NoPermission() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<Lock />}
      title={t('guard.noPermission')}
      description={t('profile.upgradeToSee')}
      action={
        <Button variant="gold" onClick={() => navigate(upgradeRoute)}>
          {t('shell.upgrade')}
        </Button>
      }
    />
  );
}
