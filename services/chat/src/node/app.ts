import uWS from 'uWebSockets.js';
import { AuthenticationError, type Logger } from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { ChatConfig } from '../config';
import { SocketsBySession } from '../revocations';
import { asServiceAccount } from '../serviceAccount';
import type { ChatTelemetry } from '../telemetry/chatTelemetry';
import { compactCaller, errorFrame, refuse, type Socket, type SocketState } from './members';
import type { Membership } from './membership';

const utf8 = new TextDecoder();

/**
 * The uWS app: `/metrics`, `/healthz`, `/readyz` and the WebSocket at `/socket`, whose sockets are
 * authenticated once (their token checked once open), join the node's members and hand their frames
 * to `onFrame`. Resolves once listening on `port`.
 */
export async function listenChatApp(options: {
  config: ChatConfig;
  port: number;
  telemetry: ChatTelemetry;
  /** Why the node is not ready (empty: ready). */
  notReady: () => { status: string; down?: string[] } | null;
  authenticate: (token: string) => Promise<Caller>;
  /** The session token of a socket ticket, used up; null when unknown, used or expired. */
  redeemTicket: (ticket: string) => Promise<string | null>;
  bySession: SocketsBySession<Socket>;
  membership: Membership;
  onFrame: (ws: Socket, state: SocketState, text: string) => void;
  send: (ws: Socket, frame: string) => void;
  logger: Logger;
}) {
  const { config, telemetry, authenticate, bySession, membership, onFrame, send, logger } = options;
  const sessionToken = async (state: SocketState): Promise<string | null> => {
    if (!state.ticket) return state.token || null;
    const ticket = state.ticket;
    state.ticket = '';
    return options.redeemTicket(ticket);
  };
  let socketSeq = 0;
  const app = uWS.App();
  app.get('/metrics', (res) => telemetry.serveMetrics(res));
  app.get('/healthz', (res) => {
    res.writeHeader('content-type', 'application/json').end('{"status":"ok"}');
  });
  app.get('/readyz', (res) => {
    const notReady = options.notReady();
    res.writeStatus(notReady ? '503 Service Unavailable' : '200 OK').writeHeader('content-type', 'application/json');
    res.end(JSON.stringify(notReady ?? { status: 'ok' }));
  });
  app.ws<SocketState>('/socket', {
    maxPayloadLength: Math.max(2 * 1024 * 1024, config.CHAT_FRAME_MAX_BYTES * 2),
    maxBackpressure: config.CHAT_MAX_BUFFERED_BYTES,
    closeOnBackpressureLimit: 1,
    idleTimeout: 120,
    sendPingsAutomatically: true,
    compression: uWS.DISABLED,
    // The upgrade is answered at once, inside uWS's callback; the token is checked once the socket is
    // open, and frames that arrive meanwhile wait on the socket. (Upgrading later, after an await,
    // needs res.cork around res.upgrade, and uWS's uncork then reads the HTTP response state from
    // memory the socket was just moved out of: whenever those bytes look like "connection: close"
    // it closes the new WebSocket at once, 1006 on both sides right after open. Upgrading without
    // the cork prints a warning per socket.)
    upgrade: (res, req, context) => {
      const state: SocketState = {
        id: ++socketSeq,
        uid: 0,
        early: [],
        // `token` in the URL is kept for API clients and load tools for now; the web app sends a ticket.
        token: req.getQuery('token') ?? '',
        ticket: req.getQuery('ticket') ?? '',
        tokenHash: '',
        member: null,
        tokens: config.CHAT_RATE_BURST,
        at: Date.now(),
        open: false,
        staffId: 0,
        asService: req.getQuery('as') === 'service',
      };
      res.upgrade(
        state,
        req.getHeader('sec-websocket-key'),
        req.getHeader('sec-websocket-protocol'),
        req.getHeader('sec-websocket-extensions'),
        context,
      );
    },
    open: (ws) => {
      const state = ws.getUserData();
      state.open = true;
      const authenticated = sessionToken(state).then((token) => {
        if (!token) throw new AuthenticationError('token_missing');
        state.token = token;
        return authenticate(token);
      });
      authenticated.then(
        (authenticated) => {
          if (!state.open) return;
          const caller = state.asService ? asServiceAccount(authenticated) : authenticated;
          if (!caller || caller.status !== 1) return refuse(ws, state, 4403);
          if (state.asService) state.staffId = Number(authenticated.user_id);
          state.uid = Number(caller.user_id);
          const tokenHash = SocketsBySession.hash(state.token);
          if (!bySession.add(tokenHash, ws)) return refuse(ws, state, 4401);
          state.tokenHash = tokenHash;
          membership.join(state, ws, compactCaller(caller));
          const early = state.early!;
          state.early = null;
          for (const text of early) onFrame(ws, state, text);
        },
        // Only a refused token is 4401 (the web app then stops reconnecting). A user service that is
        // busy or away (deadline, unavailable) is 1011: the client reconnects and tries again.
        (err: unknown) => {
          if (state.open) refuse(ws, state, err instanceof AuthenticationError ? 4401 : 1011);
        },
      );
    },
    message: (ws, data) => {
      const state = ws.getUserData();
      if (!state.open) return;
      if (data.byteLength > config.CHAT_FRAME_MAX_BYTES) return send(ws, errorFrame(null, 'error.frame_too_large'));
      const text = utf8.decode(data);
      if (state.early) {
        // Not authenticated yet: the first frames wait (a client that floods before its answer is cut).
        if (state.early.length < config.CHAT_RATE_BURST) state.early.push(text);
        return;
      }
      onFrame(ws, state, text);
    },
    close: (ws, code) => {
      const state = ws.getUserData();
      if (code === 1006) logger.debug({ uid: state.uid, open: state.open }, 'socket closed abnormally');
      if (state.tokenHash) bySession.remove(state.tokenHash, ws);
      if (!state.open) return;
      state.open = false;
      membership.leave(state, ws);
    },
  });

  const listenSocket = await new Promise<uWS.us_listen_socket>((resolve, reject) =>
    app.listen(config.CHAT_HOST, options.port, (socket) =>
      socket ? resolve(socket) : reject(new Error(`chat node cannot listen on ${config.CHAT_HOST}:${options.port}`)),
    ),
  );
  return {
    port: uWS.us_socket_local_port(listenSocket as unknown as uWS.us_socket),
    /** Stops accepting sockets (open ones stay until drained). */
    close: () => uWS.us_listen_socket_close(listenSocket),
  };
}
