import { markOffline, markOnline, type Redis } from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { MemberChannels } from './memberChannels';
import { sameRights, type Member, type Members, type Socket, type SocketState } from './members';

/**
 * Join/leave and presence: a member's first socket on the node subscribes its channel and marks it
 * online, its last one unsubscribes and marks it offline. Members who joined or left during one tick
 * are subscribed, unsubscribed and marked in one batch; one presence refresh per heartbeat covers
 * every member of the node (not a timer per socket).
 */
export function createMembership(options: {
  commands: Redis;
  channels: MemberChannels;
  members: Members;
  heartbeatSeconds: number;
}) {
  const { commands, channels, members } = options;
  let joining: { uids: number[]; done: Promise<unknown> } | null = null;
  let leaving: { uids: number[] } | null = null;
  const flushMembership = () => {
    const j = joining;
    const l = leaving;
    joining = null;
    leaving = null;
    if (l && l.uids.length) {
      channels.unsubscribe(l.uids);
      for (const uid of l.uids) markOffline(commands, uid).catch(() => undefined);
    }
    if (j) markOnline(commands, j.uids).catch(() => undefined);
  };
  const subscribeSoon = (uid: number): Promise<unknown> => {
    if (!joining) {
      const uids: number[] = [];
      // Subscribed after this tick's sockets have all joined, together.
      const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => channels.subscribe(uids));
      joining = { uids, done };
      if (!leaving) setImmediate(flushMembership);
    }
    joining.uids.push(uid);
    return joining.done;
  };
  const unsubscribeSoon = (uid: number) => {
    if (!leaving) {
      leaving = { uids: [] };
      if (!joining) setImmediate(flushMembership);
    }
    leaving.uids.push(uid);
  };

  function join(state: SocketState, ws: Socket, caller: Caller): void {
    let member = members.get(state.uid);
    if (!member) {
      const joined: Member = {
        uid: state.uid,
        caller,
        callerSentOn: -1,
        sockets: new Set(),
        subscribed: subscribeSoon(state.uid),
        subscribedHere: false,
        authAt: Date.now(),
      };
      joined.subscribed.then((ok) => (joined.subscribedHere = ok === true));
      member = joined;
      members.set(state.uid, member);
    } else if (!sameRights(member.caller, caller)) {
      member.caller = caller;
      member.callerSentOn = -1;
      member.authAt = Date.now();
    }
    member.sockets.add(ws);
    state.member = member;
  }

  function leave(state: SocketState, ws: Socket): void {
    const member = state.member;
    if (!member) return;
    state.member = null;
    member.sockets.delete(ws);
    if (member.sockets.size > 0 || members.get(state.uid) !== member) return;
    members.delete(state.uid);
    unsubscribeSoon(state.uid);
  }

  const heartbeat = setInterval(() => {
    if (members.size) markOnline(commands, [...members.keys()]).catch(() => undefined);
  }, options.heartbeatSeconds * 1000);
  heartbeat.unref();

  return {
    join,
    leave,
    /** Stops the heartbeat, ends every socket and marks every member offline (the node is going away). */
    async close() {
      clearInterval(heartbeat);
      for (const member of members.values()) for (const ws of [...member.sockets]) ws.end(1001, 'going away');
      const uids = [...members.keys()];
      members.clear();
      await Promise.all(uids.map((uid) => markOffline(commands, uid).catch(() => undefined)));
    },
  };
}

export type Membership = ReturnType<typeof createMembership>;
