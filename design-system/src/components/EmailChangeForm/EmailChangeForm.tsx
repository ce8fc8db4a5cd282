import { forwardRef, useId, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { useFullWidthButtons } from '../../forms/panel';
import { ButtonLine, EmailChangeFormStack, EmailChangeRoot, PanelHeading, PanelText } from './EmailChangeForm.styles';

/** The section's words, in the member's language (the app's texts). */
export type EmailChangeFormTexts = Record<'heading' | 'current' | 'intro' | 'newEmail' | 'password' | 'submit', string>;

export type EmailChangeFormProps = Omit<ComponentPropsWithoutRef<'section'>, 'onSubmit'> & {
  /** `current` names the address in use now. */
  texts: EmailChangeFormTexts;
  /** The new address. */
  email: string;
  onEmailChange: (email: string) => void;
  /** The member's password again. */
  password: string;
  onPasswordChange: (password: string) => void;
  errors?: { email?: string; password?: string };
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * Change the account's email: the address in use, what happens next, the new address and the
 * password again. A section of the settings screen (a card on the desktop theme).
 */
export const EmailChangeForm = forwardRef<HTMLElement, EmailChangeFormProps>(function EmailChangeForm(
  { texts, email, onEmailChange, password, onPasswordChange, errors = {}, busy = false, onSubmit, ...rest },
  ref,
) {
  const headingId = useId();
  const fullWidth = useFullWidthButtons();
  return (
    <EmailChangeRoot ref={ref} aria-labelledby={headingId} {...rest}>
      <PanelHeading id={headingId}>{texts.heading}</PanelHeading>
      <PanelText>{texts.current}</PanelText>
      <PanelText>{texts.intro}</PanelText>
      <EmailChangeFormStack noValidate onSubmit={onSubmit} aria-label={texts.heading}>
        <TextField
          label={texts.newEmail}
          name="new-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={onEmailChange}
          error={errors.email}
        />
        <PasswordField
          label={texts.password}
          name="email-password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={onPasswordChange}
          error={errors.password}
        />
        <ButtonLine>
          <Button type="submit" fullWidth={fullWidth} iconStart={<Mail aria-hidden />} loading={busy}>
            {texts.submit}
          </Button>
        </ButtonLine>
      </EmailChangeFormStack>
    </EmailChangeRoot>
  );
});
