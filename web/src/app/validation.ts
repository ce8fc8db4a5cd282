/**
 * Validation rules of docs/product.md section 5 as pure functions shared by the forms of both layouts. Each
 * answers null when the value is fine, or the i18n key of the problem (see i18n/*.ts `validation`).
 */

export type Problem = string | null;

export const USERNAME_RUN = /[\p{L}\p{N}]{2,12}/u;
export const USERNAME_RUN_INVITATION = /[\p{L}\p{N}]{2,8}/u;
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
export const PASSWORD_MAX = 18;
export const PASSWORD_MIN = 6;
export const SIGNATURE_MAX = 30;
export const MESSAGE_MAX = 50;
export const MINIMUM_AGE = 18;
export const BIRTHDAY_MIN = new Date(1950, 0, 1);
export const DEFAULT_BIRTHDAY = new Date(1990, 0, 1);
export const CUSTOMER_SERVICE_ID = 2;

/** Length as members count it: one per character, whatever its UTF-16 length. */
export function characterLength(value: string): number {
  return Array.from(value).length;
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** Login account (username or email): required, and it must contain a run of 2-12 letters, digits or CJK. */
export function checkAccount(value: string): Problem {
  if (blank(value)) return 'validation.required';
  return USERNAME_RUN.test(value) ? null : 'validation.usernameFormat';
}

/** Username on registration (2-12; the desktop invitation variant asks 2-8). */
export function checkUsername(value: string, run: RegExp = USERNAME_RUN): Problem {
  if (blank(value)) return 'validation.required';
  return run.test(value) ? null : 'validation.usernameFormat';
}

export function checkEmail(value: string): Problem {
  if (blank(value)) return 'validation.required';
  return EMAIL.test(value.trim()) ? null : 'validation.emailFormat';
}

/** Password as typed at sign-in: required, at most 18. */
export function checkPassword(value: string): Problem {
  if (!value) return 'validation.required';
  return characterLength(value) > PASSWORD_MAX ? 'validation.passwordMax' : null;
}

/** A new password (registration, change password): 6 to 18 characters, as the server enforces. */
export function checkNewPassword(value: string): Problem {
  const problem = checkPassword(value);
  if (problem) return problem;
  return characterLength(value) < PASSWORD_MIN ? 'validation.passwordMin' : null;
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
  return characterLength(value) > SIGNATURE_MAX ? 'validation.tooLong' : null;
}

/** Mail and gift message: non-empty after trim, at most 50. */
export function checkMessage(value: string): Problem {
  if (blank(value)) return 'validation.contentEmpty';
  return characterLength(value) > MESSAGE_MAX ? 'validation.tooLong' : null;
}

/**
 * What a recharge-amount input keeps of what was typed: digits and one dot, at most two decimals,
 * leading zeros trimmed ("007" -> "7", "00.5" -> "0.5").
 */
export function normalizeAmount(input: string): string {
  let cleaned = input.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot >= 0) cleaned = cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
  const [wholeDigits, decimals] = cleaned.split('.') as [string, string | undefined];
  let whole = wholeDigits;
  whole = whole.replace(/^0+(?=\d)/, '');
  if (decimals === undefined) return whole;
  if (whole === '') whole = '0';
  return `${whole}.${decimals.slice(0, 2)}`;
}

/** The amount must be a number above 0 with at most two decimals. */
export function checkAmount(value: string): Problem {
  if (!/^\d+(\.\d{1,2})?$/.test(value) || !(Number(value) > 0)) return 'validation.incomeErr';
  return null;
}

/** Name on a payment: English letters, with spaces, dots, apostrophes and hyphens between. */
export function checkEnglishName(value: string): Problem {
  if (blank(value)) return 'validation.required';
  return /^[A-Za-z][A-Za-z .'-]*$/.test(value.trim()) ? null : 'validation.englishOnly';
}

export interface PaymentForm {
  name: string;
  lastname: string;
  email: string;
  phone: string;
  cardnumber: string;
  expiration: string;
  cvv: string;
  country: string;
  state: string;
  city: string;
  address: string;
  ZipCode: string;
}

/** Fields each pay type requires (docs/product.md section 5): 2 and 3 name, email, phone; 4 the whole card form. */
export function requiredPaymentFields(payType: number): Array<keyof PaymentForm> {
  if (payType === 2 || payType === 3) return ['name', 'email', 'phone'];
  if (payType === 4)
    return [
      'name',
      'lastname',
      'email',
      'phone',
      'cardnumber',
      'expiration',
      'cvv',
      'country',
      'state',
      'city',
      'address',
      'ZipCode',
    ];
  return [];
}

/** Problems of a payment form by field; empty when it may be submitted. */
export function checkPaymentForm(form: PaymentForm, payType: number): Partial<Record<keyof PaymentForm, string>> {
  const problems: Partial<Record<keyof PaymentForm, string>> = {};
  for (const field of requiredPaymentFields(payType)) {
    const value = form[field].trim();
    if (!value) problems[field] = 'validation.required';
    else if (field === 'name' || field === 'lastname') {
      const problem = checkEnglishName(value);
      if (problem) problems[field] = problem;
    } else if (field === 'email') {
      const problem = checkEmail(value);
      if (problem) problems[field] = problem;
    }
  }
  return problems;
}
