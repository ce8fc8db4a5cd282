import { forwardRef, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { ForgotPasswordFormRoot } from './ForgotPasswordForm.styles';

/** The form's words, in the member's language (the app's texts). */
export type ForgotPasswordFormTexts = { email: string; submit: string };

export type ForgotPasswordFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  texts: ForgotPasswordFormTexts;
  /** The account's email address. */
  email: string;
  onEmailChange: (email: string) => void;
  /** The address's problem, shown under the field. */
  error?: string;
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** Ask for a password-reset link: the account's email and one button. */
export const ForgotPasswordForm = forwardRef<HTMLFormElement, ForgotPasswordFormProps>(function ForgotPasswordForm(
  { texts, email, onEmailChange, error, busy = false, ...rest },
  ref,
) {
  return (
    <ForgotPasswordFormRoot ref={ref} noValidate {...rest}>
      <TextField
        label={texts.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={onEmailChange}
        error={error}
      />
      <Button type="submit" fullWidth loading={busy}>
        {texts.submit}
      </Button>
    </ForgotPasswordFormRoot>
  );
});
