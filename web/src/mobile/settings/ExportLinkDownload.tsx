/**
 * The copy a mailed link brought the member to (docs/privacy.md): one download, with the member's
 * session and the link's single-use key. Shown on "My data and account" only when a link was followed.
 */
import { Download } from 'lucide-react';
import { useTranslation } from '../../app/i18n/react';
import { Button } from '../../app/ui';
import { exportLinkMessage, useExportDownload } from '../../features/memberData/exportDownload';
import { Heading, Paragraph, Stack } from '../layout';

export function ExportLinkDownload() {
  const { t } = useTranslation();
  const { key, state, download } = useExportDownload();
  if (!key) return null;
  const message = exportLinkMessage[state];
  return (
    <Stack as="section" aria-labelledby="export-link-heading" $gap="sm">
      <Heading id="export-link-heading">{t('memberData.exportLinkHeading')}</Heading>
      <Paragraph>{t('memberData.exportLinkIntro')}</Paragraph>
      <Button
        fullWidth
        iconStart={<Download aria-hidden />}
        loading={state === 'busy'}
        disabled={state !== 'ready' && state !== 'failed'}
        onClick={download}
      >
        {t('memberData.exportLinkDownload')}
      </Button>
      {message && <Paragraph role="status">{t(message)}</Paragraph>}
    </Stack>
  );
}
