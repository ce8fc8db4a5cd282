/**
 * The forms' checks of docs/product.md section 5, shared by both layouts, on the rules of @kindred/rules.
 * Each answers null when the value is fine, or the i18n key of the problem (see i18n/*.ts `validation`).
 */
import {
  characterCount,
  EARLIEST_BIRTH_YEAR,
  EMAIL,
  MESSAGE_MAX,
  MINIMUM_AGE,
  PASSWORD_MIN,
  SIGNATURE_MAX,
  USERNAME_RUN,
} from '@kindred/rules';
import { blank, checkPassword, type Problem } from './signInChecks';

export { checkAccount, checkPassword, type Problem } from './signInChecks';

/** The pickers' first day, in the member's own calendar. */
export const BIRTHDAY_MIN = new Date(EARLIEST_BIRTH_YEAR, 0, 1);
export const DEFAULT_BIRTHDAY = new Date(1990, 0, 1);

/** Username on registration: the same loose run as sign-in (the user service holds it to the strict rule). */
export function checkUsername(value: string): Problem {
  if (blank(value)) return 'validation.required';
  return USERNAME_RUN.test(value) ? null : 'validation.usernameFormat';
}

export function checkEmail(value: string): Problem {
  if (blank(value)) return 'validation.required';
  return EMAIL.test(value.trim()) ? null : 'validation.emailFormat';
}

/** A new password (registration, change password): 6 to 18 characters, as the server enforces. */
export function checkNewPassword(value: string): Problem {
  const problem = checkPassword(value);
  if (problem) return problem;
  return characterCount(value) < PASSWORD_MIN ? 'validation.passwordMin' : null;
}

export function checkPasswordRepeat(password: string, repeat: string): Problem {
  if (!repeat) return 'validation.required';
  return password === repeat ? null : 'validation.pwdnomatch';
}

/** Age in whole years on `now`. */
export function ageOn(birthday: Date, now: Date): number {
  let age = now.getFullYear() - birthday.getFullYear();
  const beforeBirthday =
    now.getMonth() < birthday.getMonth() ||
    (now.getMonth() === birthday.getMonth() && now.getDate() < birthday.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Birthday: required, from 1950-01-01, not in the future, and the member 18 or over. */
export function checkBirthday(birthday: Date | null | undefined, now: Date = new Date()): Problem {
  if (!birthday || Number.isNaN(birthday.getTime())) return 'validation.required';
  if (birthday < BIRTHDAY_MIN || birthday > now) return 'validation.birthdayRange';
  return ageOn(birthday, now) >= MINIMUM_AGE ? null : 'validation.adultsOnly';
}

export function checkSignature(value: string): Problem {
  return characterCount(value) > SIGNATURE_MAX ? 'validation.tooLong' : null;
}

/** Mail and gift message: non-empty after trim, at most 50. */
export function checkMessage(value: string): Problem {
  if (blank(value)) return 'validation.contentEmpty';
  return characterCount(value) > MESSAGE_MAX ? 'validation.tooLong' : null;
}
