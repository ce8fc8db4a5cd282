/**
 * The checks the sign-in form makes (docs/product.md section 5), apart from the other forms' checks
 * in validation.ts so that the first screen loads only these. Each answers null when the value is
 * fine, or the i18n key of the problem.
 */
import { characterCount, PASSWORD_MAX, USERNAME_RUN } from '@kindred/rules';

export type Problem = string | null;

export const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** Login account (username or email): required, and it must contain a run of 2-12 letters, digits or CJK. */
export function checkAccount(value: string): Problem {
  if (blank(value)) return 'validation.required';
  return USERNAME_RUN.test(value) ? null : 'validation.usernameFormat';
}

/** Password as typed at sign-in: required, at most 18. */
export function checkPassword(value: string): Problem {
  if (!value) return 'validation.required';
  return characterCount(value) > PASSWORD_MAX ? 'validation.passwordMax' : null;
}
