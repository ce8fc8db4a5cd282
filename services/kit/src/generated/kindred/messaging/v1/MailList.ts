// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Mail as _kindred_messaging_v1_Mail,
  Mail__Output as _kindred_messaging_v1_Mail__Output,
} from '../../../kindred/messaging/v1/Mail';

export interface MailList {
  mails?: _kindred_messaging_v1_Mail[];
  unread?: number;
}

export interface MailList__Output {
  mails: _kindred_messaging_v1_Mail__Output[];
  unread: number;
}
