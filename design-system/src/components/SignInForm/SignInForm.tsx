import { forwardRef, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { RememberRow, SignInFormRoot } from './SignInForm.styles';

/** The form's words, in the member's language (the app's texts: they ship with the sign-in screen). */
export type SignInFormTexts = { account: string; password: string; remember: string; submit: string };

export type SignInFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  texts: SignInFormTexts;
  /** Username or email. */
  account: string;
  onAccountChange: (account: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  /** Keep the session for 30 days and the account name on this device. */
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  /** Each field's problem, shown under it. */
  errors?: { account?: string; password?: string };
  /** The sign-in is on its way: the button spins and does not submit again. */
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The link to the forgot-password screen, beside "remember me" (the app's router link). */
  forgotPassword?: ReactNode;
};

/** Sign in with username or email and password; the same form on the phone and on the desktop. */
export const SignInForm = forwardRef<HTMLFormElement, SignInFormProps>(function SignInForm(
  {
    texts,
    account,
    onAccountChange,
    password,
    onPasswordChange,
    remember,
    onRememberChange,
    errors = {},
    busy = false,
    forgotPassword,
    ...rest
  },
  ref,
) {
  return (
    <SignInFormRoot ref={ref} noValidate {...rest}>
      <TextField
        label={texts.account}
        name="account"
        autoComplete="username"
        required
        value={account}
        onValueChange={onAccountChange}
        error={errors.account}
      />
      <PasswordField
        label={texts.password}
        name="password"
        required
        value={password}
        onValueChange={onPasswordChange}
        error={errors.password}
      />
      <RememberRow>
        <Checkbox
          label={texts.remember}
          checked={remember}
          onChange={(event) => onRememberChange(event.target.checked)}
        />
        {forgotPassword}
      </RememberRow>
      <Button type="submit" fullWidth loading={busy}>
        {texts.submit}
      </Button>
    </SignInFormRoot>
  );
});
