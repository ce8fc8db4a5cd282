/**
 * The customer-service socket: the chat node's member protocol spoken as id 2 with the staff token
 * (`as=service`). Every staff socket opened this way receives every message to and from id 2.
 */
import { socketUrl, ChatSocket } from '../../app/socket';

export function createServiceChat(): ChatSocket {
  return new ChatSocket({ url: (token) => `${socketUrl(token)}&as=service`, play: () => undefined });
}
