import type { Logger } from '@kindred/kit';
import type { ChatTelemetry } from '../telemetry/chatTelemetry';
import type { MemberChannels } from './memberChannels';
import type { Members } from './members';
import type { SocketOutput } from './socketOutput';

/**
 * Fan-out through each member's Redis channel (`memberChannels.ts`: plain pub/sub on one node,
 * sharded on a cluster), so that any number of nodes can serve. A payload is `<skip>|<frame>`: the
 * node whose id is `skip` has already given the frame to its own sockets.
 */
export function createFanOut(options: {
  channels: MemberChannels;
  nodeId: string;
  members: Members;
  output: SocketOutput;
  telemetry: ChatTelemetry;
  logger: Logger;
  /** A frame for the member arrived from another node (a message, a chat removed): their chats changed. */
  onArrival?: (uid: number) => void;
}) {
  const { channels, nodeId, members, telemetry, logger } = options;
  const { send } = options.output;

  // The message is stored: if a publish fails, the member gets it from history and unread counts.
  const published = (err?: Error | null) => {
    if (err) logger.debug({ err: err.message }, 'publish failed');
  };
  // Auto-pipelining sends the publishes of one tick in one write.
  const publish = (uid: number, skip: string, frame: string) => channels.publish(uid, skip + '|' + frame, published);
  const deliver = (recipient: number, sender: number, subscribedHere: boolean, frame: string) =>
    channels.deliver(recipient, sender, subscribedHere, frame);

  channels.listen((uid, payload) => {
    const member = members.get(uid);
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
