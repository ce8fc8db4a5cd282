/** The selfie a member picked in a file input, taken from the front camera on a phone. */
export const SELFIE_ACCEPT = 'image/jpeg,image/png,image/gif';

/** The one picture chosen, or null (the input was cleared or cancelled). */
export function chosenSelfie(input: HTMLInputElement): File | null {
  return input.files?.[0] ?? null;
}

/** The time a pose stays valid until, as the member's clock shows it (hours and minutes). */
export function poseExpiry(expireTime: number, locale?: string): string {
  return new Date(expireTime * 1000).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
