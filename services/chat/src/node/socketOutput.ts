import type { Member, Socket } from './members';

/**
 * Frames for a socket wait for the end of the tick and go out corked: one write (one syscall) for
 * all of a socket's frames of the tick (acknowledgements, deliveries), each still its own frame.
 * A socket's queue is its one frame, or an array once a second one arrives.
 */
export function createSocketOutput(frameOut: (frame: string) => void) {
  let outgoing = new Map<Socket, string | string[]>();
  let flushingOut = false;
  let corked: string[] = [];
  let corkedWs: Socket | null = null;
  const sendCorked = () => {
    for (const frame of corked) corkedWs!.send(frame, false, false);
  };
  const flushOut = () => {
    flushingOut = false;
    const queues = outgoing;
    outgoing = new Map();
    for (const [ws, queue] of queues) {
      if (!ws.getUserData().open) continue;
      if (typeof queue === 'string') ws.send(queue, false, false);
      else {
        corked = queue;
        corkedWs = ws;
        ws.cork(sendCorked);
      }
    }
    corked = [];
    corkedWs = null;
  };
  const send = (ws: Socket, frame: string) => {
    if (!ws.getUserData().open) return;
    frameOut(frame);
    const queue = outgoing.get(ws);
    if (queue === undefined) {
      outgoing.set(ws, frame);
      if (!flushingOut) {
        flushingOut = true;
        setImmediate(flushOut);
      }
    } else if (typeof queue === 'string') outgoing.set(ws, [queue, frame]);
    else queue.push(frame);
  };
  /** A member's other sockets on this node get the frame directly (not through Redis). */
  const sendToOthers = (member: Member, ws: Socket, frame: string) => {
    if (member.sockets.size > 1) for (const other of member.sockets) if (other !== ws) send(other, frame);
  };
  return { send, sendToOthers };
}

export type SocketOutput = ReturnType<typeof createSocketOutput>;
