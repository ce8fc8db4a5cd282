import { channelName } from './names';

/**
 * The start of every member's own chat channel, `<prefix>chat:u:<uid>`: the chat nodes publish a
 * stored message there and relay what arrives to that member's sockets (services/chat/README.md).
 */
export function chatMemberChannelPrefix(keyPrefix: string): string {
  return channelName(keyPrefix, 'chatMember');
}
