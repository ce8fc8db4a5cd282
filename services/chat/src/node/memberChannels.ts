import { chatMemberChannelPrefix, chatMemberShardChannel, isCluster, type Logger, type Redis } from '@kindred/kit';

type Done = (err?: Error | null) => void;

/**
 * Each member's own chat channel `chat:u:<uid>` (with the deployment's key prefix), which this node
 * subscribes while the member has a socket here. On one Redis node: plain pub/sub, and the messages
 * stored in one tick go out as one Lua script. On a Redis Cluster: sharded pub/sub (`SSUBSCRIBE` /
 * `SPUBLISH`, Redis 7), so a delivery goes only to the shard owning the recipient's channel and to the
 * nodes subscribed there, instead of being broadcast to every node of the cluster.
 */
export interface MemberChannels {
  /** Subscribes this node to the members' channels; answers whether Redis took every one. */
  subscribe(uids: number[]): Promise<boolean>;
  unsubscribe(uids: number[]): void;
  /** Calls `arrived` with each payload published to a member's channel. */
  listen(arrived: (uid: number, payload: string) => void): void;
  /** Publishes `payload` to the member's channel. */
  publish(uid: number, payload: string, done: Done): void;
  /**
   * A stored message: to the recipient's channel (no skip), and to the sender's, naming this node to
   * skip, only when a node other than this one subscribes to it (the sender has sockets there).
   * `subscribedHere` says whether Redis counts this node among the sender channel's subscribers.
   */
  deliver(recipient: number, sender: number, subscribedHere: boolean, frame: string): void;
}

/** The messages stored in one tick go to Redis as one command of at most this many messages. */
const DELIVER_BATCH_MAX = 256;

interface ChatScripts {
  chatDeliver(args: string[], done: Done): void;
  chatEcho(channel: string, nodeId: string, subscribedHere: string, frame: string, done: Done): void;
}

export function createMemberChannels(options: {
  commands: Redis;
  subscriber: Redis;
  keyPrefix: string;
  nodeId: string;
  /** Called once for each command that carried deliveries, when Redis answered it. */
  delivered: () => Done;
  logger: Logger;
}): MemberChannels {
  const { commands, subscriber, keyPrefix, nodeId, logger } = options;
  const prefix = chatMemberChannelPrefix(keyPrefix);
  const uidOf = (channel: string) => Number(channel.slice(prefix.length));
  const refused = (err: Error) => {
    logger.warn({ err: err.message }, 'subscribe failed');
    return false;
  };

  if (isCluster(commands)) {
    // Sharded channels are keys to ioredis: it adds the key prefix itself, on both connections.
    const shard = chatMemberShardChannel;
    commands.defineCommand('chatEcho', {
      numberOfKeys: 1,
      lua:
        "if redis.call('PUBSUB', 'SHARDNUMSUB', KEYS[1])[2] > tonumber(ARGV[2]) then " +
        "redis.call('SPUBLISH', KEYS[1], ARGV[1] .. '|' .. ARGV[3]) end return 0",
    });
    const scripts = commands as unknown as ChatScripts;
    return {
      // A cluster takes the channels of one slot per command.
      subscribe: (uids) => Promise.all(uids.map((uid) => subscriber.ssubscribe(shard(uid)))).then(() => true, refused),
      unsubscribe: (uids) => {
        for (const uid of uids) subscriber.sunsubscribe(shard(uid)).catch(() => undefined);
      },
      listen: (arrived) =>
        subscriber.on('smessage', (channel: string, payload: string) => arrived(uidOf(channel), payload)),
      publish: (uid, payload, done) => void commands.spublish(shard(uid), payload, done),
      deliver(recipient, sender, subscribedHere, frame) {
        commands.spublish(shard(recipient), '|' + frame, options.delivered());
        scripts.chatEcho(shard(sender), nodeId, subscribedHere ? '1' : '0', frame, () => undefined);
      },
    };
  }

  // ARGV[1] is this node's id, then per message the recipient channel, the sender channel, 1 when
  // Redis already counts this node among the sender channel's subscribers (else 0), and the frame.
  commands.defineCommand('chatDeliver', {
    numberOfKeys: 0,
    lua:
      'local i = 2 ' +
      'while i <= #ARGV do ' +
      "redis.call('PUBLISH', ARGV[i], '|' .. ARGV[i + 3]) " +
      "if redis.call('PUBSUB', 'NUMSUB', ARGV[i + 1])[2] > tonumber(ARGV[i + 2]) then redis.call('PUBLISH', ARGV[i + 1], ARGV[1] .. '|' .. ARGV[i + 3]) end " +
      'i = i + 4 ' +
      'end ' +
      'return 0',
  });
  const scripts = commands as unknown as ChatScripts;
  let deliveries: string[] = [nodeId];
  let delivering = false;
  const flushDeliveries = () => {
    delivering = false;
    const args = deliveries;
    deliveries = [nodeId];
    if (args.length > 1) scripts.chatDeliver(args, options.delivered());
  };
  return {
    subscribe: (uids) => subscriber.subscribe(...uids.map((uid) => prefix + uid)).then(() => true, refused),
    unsubscribe: (uids) => void subscriber.unsubscribe(...uids.map((uid) => prefix + uid)).catch(() => undefined),
    listen: (arrived) =>
      subscriber.on('message', (channel: string, payload: string) => {
        if (channel.startsWith(prefix)) arrived(uidOf(channel), payload);
      }),
    publish: (uid, payload, done) => void commands.publish(prefix + uid, payload, done),
    deliver(recipient, sender, subscribedHere, frame) {
      deliveries.push(prefix + recipient, prefix + sender, subscribedHere ? '1' : '0', frame);
      if (deliveries.length >= 1 + 4 * DELIVER_BATCH_MAX) flushDeliveries();
      else if (!delivering) {
        delivering = true;
        setImmediate(flushDeliveries);
      }
    },
  };
}
