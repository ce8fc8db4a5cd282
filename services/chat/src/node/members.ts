import type uWS from 'uWebSockets.js';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { RightsHolder } from '../messageStream';
import type { SendMark } from '../telemetry/chatTelemetry';

/** The members connected to this node: their latest caller record and open sockets. */
export interface Member extends RightsHolder {
  uid: number;
  sockets: Set<Socket>;
  /** Resolves once this node receives the member's channel. */
  subscribed: Promise<unknown>;
  /** Set once `subscribed` resolved: Redis counts this node among the channel's subscribers. */
  subscribedHere: boolean;
  /** When the rights were last confirmed (ms); they are re-read from the user service periodically. */
  authAt: number;
}

/** The node's members by id (one entry per member with at least one open socket here). */
export type Members = Map<number, Member>;

/**
 * What a socket keeps (uWS userData): small on purpose — one object, no closures, no timers; the
 * rate-limit bucket is two numbers; rights live once per member.
 */
export interface SocketState {
  id: number;
  uid: number;
  /** Frames received while the socket's token is being checked (answered in order once it is). */
  early: string[] | null;
  /** The session token the socket authenticated with (the same string the member's refresh uses). */
  token: string;
  /** The single-use ticket the socket opened with instead of a token (`?ticket=`); emptied once redeemed. */
  ticket: string;
  /** Its sha256, as revocations name it; empty until the token is accepted. */
  tokenHash: string;
  member: Member | null;
  /** Rate-limit token bucket: tokens left at time `at` (ms). */
  tokens: number;
  at: number;
  open: boolean;
  /** Set on a staff socket that acts as the customer-service account: the staff member's id. */
  staffId: number;
  /** The socket asked to act as the customer-service account (`as=service`). */
  asService: boolean;
}

export type Socket = uWS.WebSocket<SocketState>;

/** What a send in flight needs for its answer. */
export interface SendContext {
  ws: Socket;
  state: SocketState;
  contact: number;
  ref: string | undefined;
  mark: SendMark;
}

export const ok = (opt: number, data: unknown) => JSON.stringify({ status: 'success', opt, data });
/** A refused or failed send names its `ref`: the client knows which message to mark failed or resend. */
export const errorFrame = (opt: number | null, msg: string, ref?: string) =>
  JSON.stringify(ref === undefined ? { status: 'error', opt, msg } : { status: 'error', opt, msg, ref });

/** Callers' authority lists are shared between members of the same tier (one array per distinct list). */
const authorityLists = new Map<string, string[]>();
export function compactCaller(caller: Caller): Caller {
  const key = caller.authorities.join(',');
  let authorities = authorityLists.get(key);
  if (!authorities) {
    if (authorityLists.size > 1000) authorityLists.clear();
    authorities = Object.freeze([...caller.authorities]) as string[];
    authorityLists.set(key, authorities);
  }
  return {
    user_id: Number(caller.user_id),
    vip: caller.vip,
    sex: caller.sex,
    status: caller.status,
    role: caller.role,
    username: caller.username,
    authorities,
    totp_pending: caller.totp_pending,
  };
}

export const sameRights = (a: Caller, b: Caller) =>
  a.vip === b.vip && a.sex === b.sex && a.status === b.status && a.role === b.role && a.authorities === b.authorities;

/** Ends a socket that may not (or no longer) chat: 4401 bad token, 4403 not allowed, 1011 try again. */
export function refuse(ws: Socket, state: SocketState, code: number): void {
  state.open = false;
  state.early = null;
  state.token = '';
  ws.end(code, code === 4403 ? 'not_allowed' : code === 4401 ? 'unauthenticated' : 'unavailable');
}
