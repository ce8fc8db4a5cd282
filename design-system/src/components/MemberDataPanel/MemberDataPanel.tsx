import { forwardRef, useId, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { PasswordField } from '../PasswordField';
import { useFullWidthButtons } from '../../forms/panel';
import {
  ButtonLine,
  CopiesHeading,
  CopyList,
  Panel,
  PanelColumn,
  PanelHeading,
  PanelText,
  PasswordForm,
} from './MemberDataPanel.styles';

/** One copy of the member's data, its lines already in words ("2026-11-20 · Ready"). */
export type MemberDataCopy = { id: string | number; requested: string; notes: string[]; byStaff?: string };

/** The panel's words, in the member's language (the app's texts: they ship with this screen only). */
export type MemberDataPanelTexts = Record<
  | 'exportHeading'
  | 'exportPassword'
  | 'exportRequest'
  | 'exportsHeading'
  | 'exportNone'
  | 'deleteHeading'
  | 'deletePassword'
  | 'deleteConfirm'
  | 'deleteDialog'
  | 'back',
  string
> & { exportIntro: string[]; deleteIntro: string[] };

/** A password asked again, with its form's submit. */
export type PasswordAgain = {
  value: string;
  onValueChange: (password: string) => void;
  error?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The copy a mailed link brought the member to: one download. */
export type LinkedCopy = {
  texts: { heading: string; intro: string; download: string };
  /** What became of the download, when something did. */
  status?: string;
  busy?: boolean;
  disabled?: boolean;
  onDownload: () => void;
};

export type MemberDataPanelProps = ComponentPropsWithoutRef<'div'> & {
  texts: MemberDataPanelTexts;
  /** Shown first when a mailed link was followed. */
  linkedCopy?: LinkedCopy;
  /** The copies asked for so far (undefined while they load). */
  copies?: MemberDataCopy[];
  /** The password to prepare a copy. */
  exportPassword: PasswordAgain;
  exporting?: boolean;
  /** The deletion already asked for, in words ("deleted on …"). */
  deletionPending?: string;
  /** The password to delete the account; its submit opens the confirmation. */
  deletePassword: PasswordAgain;
  confirming: boolean;
  onConfirmClose: () => void;
  onConfirm: () => void;
  deleting?: boolean;
};

/**
 * "My data and account": download my data (a copy a day, by mail) and delete my account (14 days of
 * grace), each with the password again; the deletion asks once more in a dialog.
 */
export const MemberDataPanel = forwardRef<HTMLDivElement, MemberDataPanelProps>(function MemberDataPanel(
  {
    texts,
    linkedCopy,
    copies,
    exportPassword,
    exporting = false,
    deletionPending,
    deletePassword,
    confirming,
    onConfirmClose,
    onConfirm,
    deleting = false,
    ...rest
  },
  ref,
) {
  const id = useId();
  const fullWidth = useFullWidthButtons();
  const oneLine = useTheme().name === 'desktop';
  const button = (content: ReactNode) => <ButtonLine>{content}</ButtonLine>;
  const password = (again: PasswordAgain, label: string, name: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete="current-password"
      required
      value={again.value}
      onValueChange={again.onValueChange}
      error={again.error}
    />
  );

  return (
    <PanelColumn ref={ref} {...rest}>
      {linkedCopy && (
        <Panel aria-labelledby={`${id}-link`}>
          <PanelHeading id={`${id}-link`}>{linkedCopy.texts.heading}</PanelHeading>
          <PanelText>{linkedCopy.texts.intro}</PanelText>
          {button(
            <Button
              fullWidth={fullWidth}
              iconStart={<Download aria-hidden />}
              loading={linkedCopy.busy}
              disabled={linkedCopy.disabled}
              onClick={linkedCopy.onDownload}
            >
              {linkedCopy.texts.download}
            </Button>,
          )}
          {linkedCopy.status && <PanelText role="status">{linkedCopy.status}</PanelText>}
        </Panel>
      )}
      <Panel aria-labelledby={`${id}-export`}>
        <PanelHeading id={`${id}-export`}>{texts.exportHeading}</PanelHeading>
        {texts.exportIntro.map((line) => (
          <PanelText key={line}>{line}</PanelText>
        ))}
        <PasswordForm noValidate onSubmit={exportPassword.onSubmit} aria-label={texts.exportHeading}>
          {password(exportPassword, texts.exportPassword, 'export-password')}
          {button(
            <Button type="submit" fullWidth={fullWidth} iconStart={<Download aria-hidden />} loading={exporting}>
              {texts.exportRequest}
            </Button>,
          )}
        </PasswordForm>
        <CopiesHeading>{texts.exportsHeading}</CopiesHeading>
        {copies?.length === 0 && <PanelText>{texts.exportNone}</PanelText>}
        <CopyList>
          {copies?.map((copy) => (
            <li key={copy.id}>
              {(oneLine ? [[copy.requested, ...copy.notes].join(' · ')] : [copy.requested, ...copy.notes]).map(
                (line) => (
                  <PanelText key={line}>{line}</PanelText>
                ),
              )}
              {copy.byStaff && <PanelText>{copy.byStaff}</PanelText>}
            </li>
          ))}
        </CopyList>
      </Panel>
      <Panel aria-labelledby={`${id}-delete`}>
        <PanelHeading id={`${id}-delete`}>{texts.deleteHeading}</PanelHeading>
        {deletionPending && <PanelText role="status">{deletionPending}</PanelText>}
        {texts.deleteIntro.map((line) => (
          <PanelText key={line}>{line}</PanelText>
        ))}
        <PasswordForm noValidate onSubmit={deletePassword.onSubmit}>
          {password(deletePassword, texts.deletePassword, 'password')}
          {button(
            <Button type="submit" variant="danger" fullWidth={fullWidth} iconStart={<Trash2 aria-hidden />}>
              {texts.deleteConfirm}
            </Button>,
          )}
        </PasswordForm>
      </Panel>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={texts.deleteDialog}
        onClose={onConfirmClose}
        footer={
          <>
            <Button variant="ghost" onClick={onConfirmClose}>
              {texts.back}
            </Button>
            <Button variant="danger" loading={deleting} onClick={onConfirm}>
              {texts.deleteConfirm}
            </Button>
          </>
        }
      />
    </PanelColumn>
  );
});
