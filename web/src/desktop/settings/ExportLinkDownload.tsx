/**
 * The copy a mailed link brought the member to (docs/privacy.md): one download, with the member's
 * session and the link's single-use key. Shown on "My data and account" only when a link was followed.
 */
import { useTranslation } from '../../app/i18n/react';
import { Button } from '../../app/ui';
import { exportLinkMessage, useExportDownload } from '../../features/memberData/exportDownload';
import { Card, Paragraph, Subheading } from '../layout';

export function ExportLinkDownload() {
  const { t } = useTranslation();
  const { key, state, download } = useExportDownload();
  if (!key) return null;
  const message = exportLinkMessage[state];
  return (
    <Card aria-labelledby="export-link-heading">
      <Subheading id="export-link-heading">{t('memberData.exportLinkHeading')}</Subheading>
      <Paragraph>{t('memberData.exportLinkIntro')}</Paragraph>
      <div>
        <Button loading={state === 'busy'} disabled={state !== 'ready' && state !== 'failed'} onClick={download}>
          {t('memberData.exportLinkDownload')}
        </Button>
      </div>
      {message && <Paragraph role="status">{t(message)}</Paragraph>}
    </Card>
  );
}
