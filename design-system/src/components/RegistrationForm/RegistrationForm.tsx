import { forwardRef, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { BirthdayPicker } from '../BirthdayPicker';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { PasswordField } from '../PasswordField';
import { RadioGroup } from '../RadioGroup';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import { RegistrationFormRoot } from './RegistrationForm.styles';

export type RegistrationValues = {
  username: string;
  email: string;
  password: string;
  /** The password again (invitation sign-up on desktop). */
  repeat: string;
  /** The inviting member's Lai ID (invitation sign-up). */
  laid: string;
  country: string;
  /** '1' male, '0' female. */
  sex: string;
  birthday: Date;
  /** The terms of use accepted; submit stays disabled until they are. */
  terms: boolean;
};
export type RegistrationField = Exclude<keyof RegistrationValues, 'sex' | 'terms'>;
/** The fields an invitation sign-up asks besides the usual ones, shown in this order. */
export type InvitationField = 'code' | 'repeat' | 'laid' | 'country';

/** The form's words, in the member's language (the app's texts: they ship with the sign-up screen). */
export type RegistrationFormTexts = Record<
  | 'username'
  | 'email'
  | 'password'
  | 'repeatPassword'
  | 'invitationCode'
  | 'laid'
  | 'country'
  | 'gender'
  | 'male'
  | 'female'
  | 'birthday'
  | 'terms'
  | 'submit',
  string
>;

export type RegistrationFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onChange'> & {
  texts: RegistrationFormTexts;
  values: RegistrationValues;
  onValueChange: <K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]) => void;
  /** Each field's problem, shown under it. */
  errors?: Partial<Record<RegistrationField, string>>;
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The birthdays on offer (the picker is native on the mobile theme, three selects on desktop). */
  birthdayRange: { min: Date; max: Date };
  usernameMaxLength?: number;
  /** What an invitation sign-up asks besides the usual fields (none: an ordinary sign-up). */
  invitation?: InvitationField[];
  /** The invitation code, shown read-only when `invitation` names 'code'. */
  invitationCode?: string;
  /** The countries on offer when `invitation` names 'country'. */
  countries?: SelectOption[];
  /** The link to the terms of use, under the terms checkbox (the app's router link). */
  termsLink?: ReactNode;
};

/**
 * Sign up: username, email, password, gender, birthday and the terms, plus the invitation's own
 * fields; the same on phone and desktop, the birthday picker following the theme.
 */
export const RegistrationForm = forwardRef<HTMLFormElement, RegistrationFormProps>(function RegistrationForm(
  {
    texts,
    values,
    onValueChange: set,
    errors = {},
    busy = false,
    birthdayRange,
    usernameMaxLength,
    invitation = [],
    invitationCode = '',
    countries = [],
    termsLink,
    ...rest
  },
  ref,
) {
  const text = (field: 'username' | 'laid', label: string, extra: { maxLength?: number; autoComplete?: string }) => (
    <TextField
      label={label}
      name={field}
      required
      {...extra}
      value={values[field]}
      onValueChange={(value) => set(field, value)}
      error={errors[field]}
    />
  );
  const password = (field: 'password' | 'repeat', label: string) => (
    <PasswordField
      label={label}
      name={field}
      autoComplete="new-password"
      required
      value={values[field]}
      onValueChange={(value) => set(field, value)}
      error={errors[field]}
    />
  );
  const asks = (field: InvitationField) => invitation.includes(field);

  return (
    <RegistrationFormRoot ref={ref} noValidate {...rest}>
      {text('username', texts.username, { autoComplete: 'username', maxLength: usernameMaxLength })}
      <TextField
        label={texts.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onValueChange={(value) => set('email', value)}
        error={errors.email}
      />
      {password('password', texts.password)}
      {asks('code') && <TextField label={texts.invitationCode} name="code" value={invitationCode} readOnly />}
      {asks('repeat') && password('repeat', texts.repeatPassword)}
      {asks('laid') && text('laid', texts.laid, {})}
      {asks('country') && (
        <Select
          label={texts.country}
          name="country"
          required
          placeholder
          value={values.country}
          onValueChange={(value) => set('country', value)}
          error={errors.country}
          options={countries}
        />
      )}
      <RadioGroup
        label={texts.gender}
        name="sex"
        orientation="horizontal"
        value={values.sex}
        onValueChange={(value) => set('sex', value)}
        options={[
          { value: '1', label: texts.male },
          { value: '0', label: texts.female },
        ]}
      />
      <BirthdayPicker
        label={texts.birthday}
        required
        value={values.birthday}
        onValueChange={(value) => set('birthday', value)}
        min={birthdayRange.min}
        max={birthdayRange.max}
        error={errors.birthday}
      />
      <Checkbox
        name="terms"
        checked={values.terms}
        onChange={(event) => set('terms', event.target.checked)}
        label={texts.terms}
      />
      {termsLink}
      <Button type="submit" fullWidth loading={busy} disabled={!values.terms}>
        {texts.submit}
      </Button>
    </RegistrationFormRoot>
  );
});
