import type { I18n } from '../../app/i18n';
import { serverMessage } from '../../app/i18n';
import { safetyTexts, WORDING_CHECK } from '../report/safetyTexts';
import { FIRST_MESSAGE_LIMIT, firstMessageLimitText } from './firstMessageCaution';

/**
 * Why an outbox message was not sent, in the member's language: no answer in time, the wording
 * check's "Are you sure?" (its retry sends it anyway), the first-message allowance, or the server's refusal.
 */
export function unsentReason(reason: string, i18n: I18n): string {
  if (reason === WORDING_CHECK) return safetyTexts(i18n.language).areYouSure;
  if (reason === FIRST_MESSAGE_LIMIT) return firstMessageLimitText(i18n.language);
  return reason === 'timeout' ? i18n.t('chat.noAnswer') : serverMessage(reason, 'chat.sendFailed', i18n);
}

/** A message held by "Are you sure?": its retry sends it anyway. */
export const heldByWording = (reason: string | undefined) => reason === WORDING_CHECK;
