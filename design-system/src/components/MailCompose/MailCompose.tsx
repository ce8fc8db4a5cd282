import { forwardRef, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { useTheme } from 'styled-components';
import { MESSAGE_MAX } from '@kindred/rules';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { ComposeForm } from './MailCompose.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export interface MailComposeErrors {
  recipient?: string;
  content?: string;
}

/** The fields' names, in the member's language (the app's texts: they ship with the mail screens). */
export type MailComposeTexts = { recipient: string; content: string };

export type MailComposeProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  texts: MailComposeTexts;
  /** Names the form ("Write mail", "New mail"). */
  label: string;
  /** The recipient's username. */
  recipient: string;
  /** The message, at most 50 characters (a counter shows how many). */
  content: string;
  onRecipientChange: (value: string) => void;
  onContentChange: (value: string) => void;
  /** Under each field, from the app's checks or the server's answer. */
  errors?: MailComposeErrors;
  /** Sending in progress: the button spins and ignores presses. */
  sending?: boolean;
  /** The form was submitted (the default submit is already prevented). */
  onSubmit: () => void;
};

/**
 * A mail to a member (docs/product.md section 4): the recipient's username, a message of up to 50
 * characters with its counter, and Send. The app checks and sends; this form shows the values and
 * the errors it is given. On the mobile theme the button takes the whole width.
 */
export const MailCompose = forwardRef<HTMLFormElement, MailComposeProps>(function MailCompose(
  {
    texts,
    label,
    recipient,
    content,
    onRecipientChange,
    onContentChange,
    errors = {},
    sending = false,
    onSubmit,
    ...rest
  },
  ref,
) {
  const { t } = useLocale();
  const theme = useTheme();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ComposeForm ref={ref} noValidate aria-label={label} onSubmit={submit} {...rest}>
      <TextField
        label={texts.recipient}
        name="email"
        autoComplete="off"
        value={recipient}
        onValueChange={onRecipientChange}
        error={errors.recipient}
        required
      />
      <TextField
        label={texts.content}
        name="content"
        multiline
        rows={4}
        maxLength={MESSAGE_MAX}
        value={content}
        onValueChange={onContentChange}
        error={errors.content}
        required
      />
      <Button type="submit" fullWidth={theme.name === 'mobile'} loading={sending}>
        {t('common.send')}
      </Button>
    </ComposeForm>
  );
});
