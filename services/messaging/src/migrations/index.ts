import type { Migration } from '@kindred/kit';
import { mailAndChat } from './0001_mail_and_chat';
import { hotContacts } from './0002_hot_contacts';
import { sendRefs } from './0003_send_refs';
import { unreadMail } from './0010_unread_mail';
import { serviceReplies } from './0003_service_replies';
import { notifier } from './0020_notifier';
import { erasureCursor } from './0020_erasure_cursor';
import { pushSubscriptionSessions } from './0090_push_subscription_sessions';
import { flaggedMessages } from './0100_flagged_messages';
import { riskSignals } from './0110_risk_signals';
import { mailFirstContacts } from './0120_mail_first_contacts';
import { chatFirstContacts } from './0130_chat_first_contacts';
import { mailPairs } from './0140_mail_pairs';

export const SCHEMA = 'messaging_svc';

/**
 * Every migration of the messaging_svc schema, in the order they were first applied. These keep the
 * dashed names they were recorded under: umzug knows an applied migration by its name alone.
 */
export const migrations: Migration[] = [
  mailAndChat,
  hotContacts,
  sendRefs,
  unreadMail,
  serviceReplies,
  notifier,
  erasureCursor,
  pushSubscriptionSessions,
  flaggedMessages,
  riskSignals,
  mailFirstContacts,
  chatFirstContacts,
  mailPairs,
];
