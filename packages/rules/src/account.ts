/**
 * The account rules of docs/product.md section 5 (login, register, change password, signature). Lengths
 * count characters (code points), not UTF-16 units.
 */
export const MINIMUM_AGE = 18;
/** Birthdays start on 1 January of this year (the picker's first day). */
export const EARLIEST_BIRTH_YEAR = 1950;
export const EARLIEST_BIRTHDAY = Date.UTC(EARLIEST_BIRTH_YEAR, 0, 1);
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 12;
export const INVITATION_USERNAME_MAX = 8;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
export const SIGNATURE_MAX = 30;

const USERNAME = new RegExp(`^[\\p{L}\\p{N}]{${USERNAME_MIN},${USERNAME_MAX}}$`, 'u');
const USERNAME_CHAR = /^[A-Za-z0-9\p{Script=Han}]$/u;
/** The invitation-code variant of the username: 2 to 8 Latin letters or digits. */
export const INVITATION_USERNAME = new RegExp(`^[A-Za-z0-9]{${USERNAME_MIN},${INVITATION_USERNAME_MAX}}$`);

/**
 * The client's username check and the edge's login-account check: the spec asks only that the text
 * *contains* a run of 2 to 12 letters, digits or Chinese characters (unanchored, docs/product.md section 5,
 * login). Deliberately looser than isValidUsername: an email signs in too, and registration is held to
 * the anchored rule by the user service.
 */
export const USERNAME_RUN = new RegExp(`[\\p{L}\\p{N}]{${USERNAME_MIN},${USERNAME_MAX}}`, 'u');

/** Length as members count it: one per character (code point), whatever its UTF-16 length. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** A standard address whose ending is 2 or 3 letters. */
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
export const EMAIL_MAX = 100;

/** 2 to 12 letters, digits or Chinese characters, nothing else (what the user service stores). */
export function isValidUsername(username: string): boolean {
  return USERNAME.test(username) && [...username].every((char) => USERNAME_CHAR.test(char));
}

export function isValidInvitationUsername(username: string): boolean {
  return INVITATION_USERNAME.test(username);
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL.test(email);
}

export function isValidPassword(password: string): boolean {
  const length = characterCount(password);
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}

/** Age in whole years at `now` of someone born at `birthday` (both ms, UTC calendar). */
export function ageAt(birthday: number, now: number): number {
  const born = new Date(birthday);
  const today = new Date(now);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Born on or after 1950-01-01 and at least 18 today. */
export function isAdultBirthday(birthday: number, now = Date.now()): boolean {
  return Number.isFinite(birthday) && birthday >= EARLIEST_BIRTHDAY && ageAt(birthday, now) >= MINIMUM_AGE;
}

export function isValidSignature(signature: string): boolean {
  return characterCount(signature) <= SIGNATURE_MAX;
}
