/** The console's texts (namespace `admin`) and the message of a failed staff call. */
import { useTranslation } from '../app/i18n/react';
import { ADMIN_NS } from './i18n';

export function useAdminText() {
  const { t } = useTranslation(ADMIN_NS);
  const failure = (msg: string | null | undefined) =>
    t('common.failed', { msg: t(`errors.${msg ?? ''}`, { defaultValue: msg ?? '' }) });
  return { t, failure };
}
