/**
 * /m/home/my/setup/mydata: "Download my data" (one copy a day, a link for 7 days) and "Delete my
 * account" (password again, 14 days of grace, what is kept and why), docs/privacy.md.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { Download, Trash2 } from 'lucide-react';
import { mobilePaths } from '../../app/paths';
import { Button, Dialog, PasswordField } from '../../app/ui';
import { useMemberDataPage } from '../../features/memberData/useMemberDataPage';
import { useMemberDataTitle } from '../../features/memberData/memberDataTexts';
import { FormStack, Heading, Page, Paragraph, ScreenHeader, Stack } from '../layout';
import { setupRoutes } from '../routes';
import { ExportLinkDownload } from './ExportLinkDownload';

export default function MemberData() {
  useMemberDataTitle();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    exports,
    deletion,
    busy,
    day,
    password,
    setPassword,
    passwordError,
    exportPassword,
    setExportPassword,
    exportPasswordError,
    confirming,
    setConfirming,
    prepare,
    ask,
    remove,
  } = useMemberDataPage(() => navigate(mobilePaths.login, { replace: true }));

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('memberData.title')} back={setupRoutes.index} />
      <ExportLinkDownload />
      <Stack as="section" aria-labelledby="export-heading" $gap="sm">
        <Heading id="export-heading">{t('memberData.exportHeading')}</Heading>
        <Paragraph>{t('memberData.exportIntro')}</Paragraph>
        <Paragraph>{t('memberData.exportOnceADay')}</Paragraph>
        <Paragraph>{t('memberData.exportInMail')}</Paragraph>
        <FormStack noValidate onSubmit={prepare} aria-label={t('memberData.exportHeading')}>
          <PasswordField
            label={t('memberData.exportPasswordHint')}
            name="export-password"
            autoComplete="current-password"
            required
            value={exportPassword}
            onValueChange={setExportPassword}
            error={exportPasswordError}
          />
          <Button type="submit" fullWidth iconStart={<Download aria-hidden />} loading={busy === 'export'}>
            {t('memberData.exportRequest')}
          </Button>
        </FormStack>
        <strong>{t('memberData.exportsHeading')}</strong>
        {exports && exports.length === 0 && <Paragraph>{t('memberData.exportNone')}</Paragraph>}
        <Stack as="ul" $gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {exports?.map((item) => (
            <li key={item.id}>
              <Paragraph>
                {day(item.request_time)} · {t(`memberData.state.${item.state}`)}
              </Paragraph>
              {item.state === 'ready' && (
                <Paragraph>{t('memberData.exportUntil', { date: day(item.expire_time) })}</Paragraph>
              )}
              {item.download_time > 0 && (
                <Paragraph>{t('memberData.exportDownloaded', { date: day(item.download_time) })}</Paragraph>
              )}
              {item.by_staff && <Paragraph>{t('memberData.exportByStaff')}</Paragraph>}
            </li>
          ))}
        </Stack>
      </Stack>
      <Stack as="section" aria-labelledby="delete-heading" $gap="sm">
        <Heading id="delete-heading">{t('memberData.deleteHeading')}</Heading>
        {deletion?.pending && (
          <Paragraph role="status">{t('memberData.deletePending', { date: day(deletion.due_time) })}</Paragraph>
        )}
        <Paragraph>{t('memberData.deleteIntro')}</Paragraph>
        <Paragraph>{t('memberData.deleteRemoved')}</Paragraph>
        <Paragraph>{t('memberData.deleteKept')}</Paragraph>
        <FormStack noValidate onSubmit={ask}>
          <PasswordField
            label={t('memberData.deletePassword')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
            error={passwordError}
          />
          <Button type="submit" variant="danger" fullWidth iconStart={<Trash2 aria-hidden />}>
            {t('memberData.deleteConfirm')}
          </Button>
        </FormStack>
      </Stack>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('memberData.deleteDialog')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('common.back')}
            </Button>
            <Button variant="danger" loading={busy === 'delete'} onClick={remove}>
              {t('memberData.deleteConfirm')}
            </Button>
          </>
        }
      />
    </Page>
  );
}
