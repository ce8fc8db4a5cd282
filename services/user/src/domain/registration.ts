import {
  isAdultBirthday,
  isCountry,
  isValidEmail,
  isValidInvitationUsername,
  isValidPassword,
  isValidUsername,
} from '@kindred/rules';

export interface Registration {
  username: string;
  email: string;
  password: string;
  sex: number;
  birthday: number;
  country: string;
  laid: string;
  code: string;
}

/**
 * Field errors of a registration (docs/product.md section 5), empty when it may go on. The invitation-code
 * variant also needs laid and takes a stricter username.
 */
export function registrationErrors(input: Registration, now: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const invited = input.code !== '';
  if (!input.username) errors.username = 'required';
  else if (invited ? !isValidInvitationUsername(input.username) : !isValidUsername(input.username)) {
    errors.username = 'format';
  }
  if (!input.email) errors.email = 'required';
  else if (!isValidEmail(input.email)) errors.email = 'format';
  if (!input.password) errors.password = 'required';
  else if (!isValidPassword(input.password)) errors.password = 'length';
  if (input.sex !== 0 && input.sex !== 1) errors.sex = 'invalid';
  if (!input.birthday) errors.birthday = 'required';
  else if (!isAdultBirthday(input.birthday, now)) errors.birthday = 'underage';
  if (input.country !== '' && !isCountry(input.country)) errors.country = 'invalid';
  if (invited && !input.laid) errors.laid = 'required';
  return errors;
}
