import type { I18n } from '../../app/i18n';
import { serverMessage } from '../../app/i18n';

/** Why an outbox message was not sent, in the member's language: no answer in time, or the server's refusal. */
export function unsentReason(reason: string, i18n: I18n): string {
  return reason === 'timeout' ? i18n.t('chat.noAnswer') : serverMessage(reason, 'chat.sendFailed', i18n);
}
