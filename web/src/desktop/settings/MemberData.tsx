/**
 * /w/home/user/data: "Download my data" (one copy a day, a link for 7 days) and "Delete my account"
 * (password again, 14 days of grace, what is kept and why), docs/privacy.md.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { Button, Dialog, PasswordField } from '../../app/ui';
import { useMemberDataPage } from '../../features/memberData/useMemberDataPage';
import { useMemberDataTitle } from '../../features/memberData/memberDataTexts';
import { Card, Content, Form, Heading, List, Paragraph, Subheading } from '../layout';
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
  } = useMemberDataPage(() => navigate(desktopPaths.login, { replace: true }));

  return (
    <Content>
      <Heading>{t('memberData.title')}</Heading>
      <ExportLinkDownload />
      <Card aria-labelledby="export-heading">
        <Subheading id="export-heading">{t('memberData.exportHeading')}</Subheading>
        <Paragraph>{t('memberData.exportIntro')}</Paragraph>
        <Paragraph>{t('memberData.exportOnceADay')}</Paragraph>
        <Paragraph>{t('memberData.exportInMail')}</Paragraph>
        <Form noValidate onSubmit={prepare} aria-label={t('memberData.exportHeading')}>
          <PasswordField
            label={t('memberData.exportPasswordHint')}
            name="export-password"
            autoComplete="current-password"
            required
            value={exportPassword}
            onValueChange={setExportPassword}
            error={exportPasswordError}
          />
          <div>
            <Button type="submit" loading={busy === 'export'}>
              {t('memberData.exportRequest')}
            </Button>
          </div>
        </Form>
        <Subheading as="h3">{t('memberData.exportsHeading')}</Subheading>
        {exports && exports.length === 0 && <Paragraph>{t('memberData.exportNone')}</Paragraph>}
        <List>
          {exports?.map((item) => (
            <li key={item.id}>
              <Paragraph>
                {day(item.request_time)} · {t(`memberData.state.${item.state}`)}
                {item.state === 'ready' && <> · {t('memberData.exportUntil', { date: day(item.expire_time) })}</>}
                {item.download_time > 0 && (
                  <> · {t('memberData.exportDownloaded', { date: day(item.download_time) })}</>
                )}
              </Paragraph>
              {item.by_staff && <Paragraph>{t('memberData.exportByStaff')}</Paragraph>}
            </li>
          ))}
        </List>
      </Card>
      <Card aria-labelledby="delete-heading">
        <Subheading id="delete-heading">{t('memberData.deleteHeading')}</Subheading>
        {deletion?.pending && (
          <Paragraph role="status">{t('memberData.deletePending', { date: day(deletion.due_time) })}</Paragraph>
        )}
        <Paragraph>{t('memberData.deleteIntro')}</Paragraph>
        <Paragraph>{t('memberData.deleteRemoved')}</Paragraph>
        <Paragraph>{t('memberData.deleteKept')}</Paragraph>
        <Form noValidate onSubmit={ask}>
          <PasswordField
            label={t('memberData.deletePassword')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
            error={passwordError}
          />
          <div>
            <Button type="submit" variant="danger">
              {t('memberData.deleteConfirm')}
            </Button>
          </div>
        </Form>
      </Card>
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
    </Content>
  );
}
