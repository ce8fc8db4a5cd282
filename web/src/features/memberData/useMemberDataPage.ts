/**
 * What both layouts' "My data and account" screens do (docs/privacy.md): ask for an export, and ask
 * for the account's deletion with the password again (checked here, confirmed in a dialog, then the
 * member is signed out). The layout supplies where a signed-out member goes; the answer is the
 * MemberDataPanel's props.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { signOut } from '../../app/auth';
import { useToast } from '../../app/toast';
import type { MemberDataPanelProps } from '../../app/ui';
import { exportLinkMessage, useExportDownload } from './exportDownload';
import { formatDay, useMemberData, type MemberExport } from './memberDataApi';
import { useMemberDataTitle } from './memberDataTexts';

export function useMemberDataPage(onSignedOut: () => void): MemberDataPanelProps {
  useMemberDataTitle();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const data = useMemberData();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [exportPassword, setExportPassword] = useState('');
  const [exportPasswordError, setExportPasswordError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const day = (seconds: number) => formatDay(seconds, i18n.language);
  const linked = useExportDownload();

  const prepare = async (event: FormEvent) => {
    event.preventDefault();
    if (!exportPassword) {
      setExportPasswordError(t('validation.required', { field: t('memberData.deletePassword') }));
      return;
    }
    setExportPasswordError(undefined);
    const outcome = await data.askForExport(exportPassword);
    if (outcome === 'wrong_password') return setExportPasswordError(t('memberData.deleteWrongPassword'));
    setExportPassword('');
    if (outcome === 'requested') toast.show({ message: t('memberData.exportRequested'), tone: 'success' });
    else if (outcome === 'too_soon') toast.show({ message: t('memberData.exportTooSoon'), tone: 'danger' });
    else if (outcome === 'too_many_tries') toast.show({ message: t('memberData.tooManyTries'), tone: 'danger' });
    else toast.show({ message: t('error.internal'), tone: 'danger' });
  };

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('validation.required', { field: t('memberData.deletePassword') }));
      return;
    }
    setPasswordError(undefined);
    setConfirming(true);
  };

  const remove = async () => {
    const result = await data.askForDeletion(password);
    setConfirming(false);
    if (result.outcome === 'requested') {
      toast.show({ message: t('memberData.deleteRequested', { date: day(result.dueTime) }), tone: 'success' });
      await signOut();
      onSignedOut();
      return;
    }
    if (result.outcome === 'wrong_password') setPasswordError(t('memberData.deleteWrongPassword'));
    else if (result.outcome === 'too_many_tries') toast.show({ message: t('memberData.tooManyTries'), tone: 'danger' });
    else toast.show({ message: t('error.internal'), tone: 'danger' });
  };

  const copy = (item: MemberExport) => ({
    id: item.id,
    requested: `${day(item.request_time)} · ${t(`memberData.state.${item.state}`)}`,
    notes: [
      ...(item.state === 'ready' ? [t('memberData.exportUntil', { date: day(item.expire_time) })] : []),
      ...(item.download_time > 0 ? [t('memberData.exportDownloaded', { date: day(item.download_time) })] : []),
    ],
    byStaff: item.by_staff ? t('memberData.exportByStaff') : undefined,
  });
  const linkedStatus = exportLinkMessage[linked.state];

  return {
    texts: {
      exportHeading: t('memberData.exportHeading'),
      exportIntro: [t('memberData.exportIntro'), t('memberData.exportOnceADay'), t('memberData.exportInMail')],
      exportPassword: t('memberData.exportPasswordHint'),
      exportRequest: t('memberData.exportRequest'),
      exportsHeading: t('memberData.exportsHeading'),
      exportNone: t('memberData.exportNone'),
      deleteHeading: t('memberData.deleteHeading'),
      deleteIntro: [t('memberData.deleteIntro'), t('memberData.deleteRemoved'), t('memberData.deleteKept')],
      deletePassword: t('memberData.deletePassword'),
      deleteConfirm: t('memberData.deleteConfirm'),
      deleteDialog: t('memberData.deleteDialog'),
      back: t('common.back'),
    },
    linkedCopy: linked.key
      ? {
          texts: {
            heading: t('memberData.exportLinkHeading'),
            intro: t('memberData.exportLinkIntro'),
            download: t('memberData.exportLinkDownload'),
          },
          status: linkedStatus ? t(linkedStatus) : undefined,
          busy: linked.state === 'busy',
          disabled: linked.state !== 'ready' && linked.state !== 'failed',
          onDownload: () => void linked.download(),
        }
      : undefined,
    copies: data.exports?.map(copy),
    exportPassword: {
      value: exportPassword,
      onValueChange: setExportPassword,
      error: exportPasswordError,
      onSubmit: prepare,
    },
    exporting: data.busy === 'export',
    deletionPending: data.deletion?.pending
      ? t('memberData.deletePending', { date: day(data.deletion.due_time) })
      : undefined,
    deletePassword: { value: password, onValueChange: setPassword, error: passwordError, onSubmit: ask },
    confirming,
    onConfirmClose: () => setConfirming(false),
    onConfirm: () => void remove(),
    deleting: data.busy === 'delete',
  };
}
