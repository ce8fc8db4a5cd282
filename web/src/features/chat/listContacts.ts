/** The live connection's contacts in the design system ChatList's shape (both layouts' chat lists). */
import type { ChatContact } from '../../app/socket';
import type { ChatListContact, VipLevel } from '../../app/ui';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';

/** A live-connection contact in the list's shape; pictures preview as `pictureLabel`. */
export function toListContact(contact: ChatContact, pictureLabel: string): ChatListContact {
  return {
    id: contact.uid,
    username: contact.username,
    avatar: contact.avatar || null,
    vip: (Number(contact.vip) as VipLevel) || 0,
    is_online: Number(contact.is_online) === 1 ? 1 : 0,
    count: contact.count,
    content: contact.type === 'img' ? pictureLabel : contact.content,
    create_time: contact.create_time,
    service: contact.uid === CUSTOMER_SERVICE_ID,
  };
}

/** The contacts a list shows (not hidden ones, not `exclude`), newest first as the connection keeps them. */
export function listContacts(contacts: ChatContact[], pictureLabel: string, exclude?: number): ChatListContact[] {
  return contacts.filter((c) => c.uid !== exclude && c.show !== 0).map((c) => toListContact(c, pictureLabel));
}
