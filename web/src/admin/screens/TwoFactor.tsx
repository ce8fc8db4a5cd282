/** Two-factor sign-in of the signed-in staff account: enrol (QR code of the otpauth URI and the key), confirm, turn off. */
import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { staffPost } from '../../features/admin/staffApi';
import { getStaffSession, setStaffSession, useStaffSession } from '../../features/admin/staffSession';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { Form, Muted, Panel, ScreenTitle } from '../Page.styles';
import { Button, Notice, TextField } from '../ui';
import { Key, QrCode } from './TwoFactor.styles';

interface Enrolment {
  secret: string;
  otpauth_url: string;
}

export default function TwoFactor() {
  const { t } = useAdminText();
  const session = useStaffSession();
  const { run, busy } = useAction();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [picture, setPicture] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => {
    if (enrolment) void toDataURL(enrolment.otpauth_url, { margin: 1, width: 220 }).then(setPicture);
  }, [enrolment]);
  const remember = (totpEnabled: boolean) => {
    const current = getStaffSession();
    if (current) setStaffSession({ ...current, totpEnabled });
  };
  const enrol = async () => {
    const answer = await run(() => staffPost<Enrolment>('/member/admin/totp/enrol'), t('security.scan'));
    if (answer) setEnrolment(answer.data);
  };
  const confirm = async () => {
    if (await run(() => staffPost('/member/admin/totp/confirm', { code }), t('security.enabled'))) {
      remember(true);
      setEnrolment(null);
      setCode('');
    }
  };
  const disable = async () => {
    if (await run(() => staffPost('/member/admin/totp/disable', { code }), t('security.disabled'))) {
      remember(false);
      setCode('');
    }
  };
  const enabled = session?.totpEnabled ?? false;
  const codeField = (
    <TextField
      label={t('login.code')}
      value={code}
      onValueChange={setCode}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
    />
  );
  return (
    <>
      <ScreenTitle title={t('security.heading')} />
      <Panel>
        <Muted>{enabled ? t('security.on') : t('security.off')}</Muted>
        {session?.totpRequired && <Notice tone="warning">{t('security.required')}</Notice>}
        {!enabled && !enrolment && (
          <Button onClick={() => void enrol()} disabled={busy}>
            {t('security.enrol')}
          </Button>
        )}
        {enrolment && (
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <Muted>{t('security.scan')}</Muted>
            {picture && <QrCode src={picture} alt={enrolment.otpauth_url} />}
            <Key aria-label={t('security.key')}>{enrolment.secret}</Key>
            {codeField}
            <Button type="submit" disabled={busy}>
              {t('security.confirm')}
            </Button>
          </Form>
        )}
        {enabled && !session?.totpRequired && (
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              void disable();
            }}
          >
            {codeField}
            <Button type="submit" variant="secondary" disabled={busy}>
              {t('security.disable')}
            </Button>
          </Form>
        )}
      </Panel>
    </>
  );
}
