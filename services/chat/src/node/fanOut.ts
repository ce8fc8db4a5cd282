import type { Logger, Redis } from '@kindred/kit';
import type { ChatTelemetry } from '../telemetry/chatTelemetry';
import type { Members } from './members';
import type { SocketOutput } from './socketOutput';

/** The Lua command defined on the commands connection (see `deliver`). */
interface ChatDeliver {
  chatDeliver(args: string[], done: (err?: Error | null) => void): void;
}

/** The messages stored in one tick go to Redis as one command of at most this many messages. */
const DELIVER_BATCH_MAX = 256;

/**
 * Fan-out through Redis channels `chat:u:<uid>` (carrying the deployment's key prefix by hand:
 * prefixes apply to keys only), so that any number of nodes can serve. A payload is `<skip>|<frame>`:
 * the node whose id is `skip` has already given the frame to its own sockets.
 */
export function createFanOut(options: {
  commands: Redis;
  subscriber: Redis;
  channelPrefix: string;
  nodeId: string;
  members: Members;
  output: SocketOutput;
  telemetry: ChatTelemetry;
  logger: Logger;
  /** A frame for the member arrived from another node (a message, a chat removed): their chats changed. */
  onArrival?: (uid: number) => void;
}) {
  const { commands, subscriber, channelPrefix, nodeId, members, telemetry, logger } = options;
  const { send } = options.output;

  // The message is stored: if a publish fails, the member gets it from history and unread counts.
  const published = (err?: Error | null) => {
    if (err) logger.debug({ err: err.message }, 'publish failed');
  };
  // Auto-pipelining sends the publishes of one tick in one write.
  const publish = (uid: number, skip: string, frame: string) => {
    commands.publish(channelPrefix + uid, skip + '|' + frame, published);
  };

  // A stored message goes to the recipient's channel, and to the sender's channel only when another
  // node subscribes to it (the sender has sockets there); the sender's other sockets on this node got
  // it directly. ARGV[1] is this node's id, then per message the recipient channel, the sender
  // channel, 1 when Redis already counts this node among the sender channel's subscribers (else 0),
  // and the frame once.
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
  let deliveries: string[] = [nodeId];
  let delivering = false;
  const flushDeliveries = () => {
    delivering = false;
    const args = deliveries;
    deliveries = [nodeId];
    if (args.length > 1) (commands as unknown as ChatDeliver).chatDeliver(args, telemetry.published(published));
  };
  const deliver = (recipient: number, sender: number, subscribedHere: boolean, frame: string) => {
    deliveries.push(channelPrefix + recipient, channelPrefix + sender, subscribedHere ? '1' : '0', frame);
    if (deliveries.length >= 1 + 4 * DELIVER_BATCH_MAX) flushDeliveries();
    else if (!delivering) {
      delivering = true;
      setImmediate(flushDeliveries);
    }
  };

  subscriber.on('message', (channel: string, payload: string) => {
    const member = members.get(Number(channel.slice(channelPrefix.length)));
    if (!member) return;
    const bar = payload.indexOf('|');
    if (bar === nodeId.length && payload.startsWith(nodeId)) return; // this node delivered it already
    options.onArrival?.(member.uid);
    const frame = telemetry.received(payload, bar + 1, member.sockets.size);
    for (const ws of member.sockets) send(ws, frame);
  });

  return { publish, deliver };
}

export type FanOut = ReturnType<typeof createFanOut>;
