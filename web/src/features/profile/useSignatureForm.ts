/**
 * The signature form of either layout (at most 30 characters, packages/rules): the value being
 * written, its problem beside the field, and saving through /member/index/changesignature; a refusal is a toast.
 */
import { useState, type FormEvent } from 'react';
import { SIGNATURE_MAX } from '@kindred/rules';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { checkSignature } from '../../app/validation';
import { changeSignature } from './profile';

export function useSignatureForm(onSaved: () => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const [value, setValue] = useState(session?.signature ?? '');
  const [busy, setBusy] = useState(false);
  const problem = checkSignature(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setBusy(true);
    const answer = await changeSignature(value.trim());
    setBusy(false);
    if (isOk(answer)) onSaved();
    else toast.show({ message: serverMessage(answer.msg, 'setup.modifyFail', i18n), tone: 'danger' });
  };

  /** The signature TextField's props (its label is the layout's). */
  const field = {
    name: 'signature',
    maxLength: SIGNATURE_MAX,
    value,
    onValueChange: setValue,
    error: problem ? t(problem) : undefined,
  };
  return { field, busy, submit, saved: session?.signature ?? '' };
}
