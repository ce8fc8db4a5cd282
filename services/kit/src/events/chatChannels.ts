import { CHANNEL_NAMES, channelName } from './names';

/**
 * The start of every member's own chat channel, `<prefix>chat:u:<uid>`: the chat nodes publish a
 * stored message there and relay what arrives to that member's sockets (services/chat/README.md).
 */
export function chatMemberChannelPrefix(keyPrefix: string): string {
  return channelName(keyPrefix, 'chatMember');
}

/**
 * A member's chat channel as a sharded channel (`SSUBSCRIBE` / `SPUBLISH` on a Redis Cluster):
 * ioredis takes shard channels for keys and adds the key prefix itself, so the name carries none.
 */
export function chatMemberShardChannel(uid: number): string {
  return CHANNEL_NAMES.chatMember + uid;
}
