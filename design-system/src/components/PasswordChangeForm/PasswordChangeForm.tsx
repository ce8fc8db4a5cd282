import { forwardRef, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { useFullWidthButtons } from '../../forms/panel';
import { ButtonLine, PasswordChangeFormRoot } from './PasswordChangeForm.styles';

export type PasswordChangeField = 'old' | 'next' | 'repeat';

/** The form's words, in the member's language (the app's texts). */
export type PasswordChangeFormTexts = Record<PasswordChangeField | 'submit', string>;

export type PasswordChangeFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  texts: PasswordChangeFormTexts;
  /** The current password, the new one and the new one again. */
  values: Record<PasswordChangeField, string>;
  onValueChange: (field: PasswordChangeField, value: string) => void;
  errors?: Partial<Record<PasswordChangeField, string>>;
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

const fields: Array<[PasswordChangeField, string, string]> = [
  ['old', 'oldpassword', 'current-password'],
  ['next', 'newpassword', 'new-password'],
  ['repeat', 'repeat', 'new-password'],
];

/** Change the password: the current one, the new one and the new one again; a screen or a dialog. */
export const PasswordChangeForm = forwardRef<HTMLFormElement, PasswordChangeFormProps>(function PasswordChangeForm(
  { texts, values, onValueChange, errors = {}, busy = false, ...rest },
  ref,
) {
  const fullWidth = useFullWidthButtons();
  return (
    <PasswordChangeFormRoot ref={ref} noValidate {...rest}>
      {fields.map(([field, name, autoComplete]) => (
        <PasswordField
          key={field}
          label={texts[field]}
          name={name}
          autoComplete={autoComplete}
          required
          value={values[field]}
          onValueChange={(value) => onValueChange(field, value)}
          error={errors[field]}
        />
      ))}
      <ButtonLine>
        <Button type="submit" fullWidth={fullWidth} loading={busy}>
          {texts.submit}
        </Button>
      </ButtonLine>
    </PasswordChangeFormRoot>
  );
});
