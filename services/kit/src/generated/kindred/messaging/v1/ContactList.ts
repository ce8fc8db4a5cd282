// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Contact as _kindred_messaging_v1_Contact,
  Contact__Output as _kindred_messaging_v1_Contact__Output,
} from '../../../kindred/messaging/v1/Contact';

export interface ContactList {
  contacts?: _kindred_messaging_v1_Contact[];
  total?: number;
}

export interface ContactList__Output {
  contacts: _kindred_messaging_v1_Contact__Output[];
  total: number;
}
