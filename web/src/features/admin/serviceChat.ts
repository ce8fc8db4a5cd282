/**
 * The customer-service socket: the chat node's member protocol spoken as id 2 with a ticket of the staff
 * session (`as=service`). Every staff socket opened this way receives every message to and from id 2.
 */
import { socketUrl, ChatSocket } from '../../app/socket';
import { ticketOf } from '../../app/socketFrames';
import { staffPost } from './staffApi';

export function createServiceChat(): ChatSocket {
  return new ChatSocket({
    url: (ticket) => `${socketUrl(ticket)}&as=service`,
    ticket: async () => ticketOf(await staffPost('/member/socket/ticket')),
    play: () => undefined,
  });
}
