/**
 * The live connection under load: each virtual user signs in once, opens /socket?token=…, sends
 * opt 100 (init) and then one opt 1 message a second to a contact (customer service, id 2, whom
 * every level may write to), and measures the time until the server acknowledges it (opt 1 back
 * with the same `ref`, sent only after messaging stored it).
 *
 *   k6 run -e BASE_URL=https://kindred.example -e VUS=200 -e DURATION=5m deploy/k6/chat-socket.ts
 */
import ws from 'k6/ws';
import { check } from 'k6';
import { Counter, Rate, Trend } from 'k6/metrics';
import type { Options } from 'k6/options';
import { DURATION, VUS, WS_URL, int, stages } from './lib/env.ts';
import { login, type Session } from './lib/member.ts';

const CONTACT = int('CONTACT', 2);
const SEND_EVERY_MS = int('SEND_EVERY_MS', 1000);
const SESSION_SECONDS = int('SESSION_SECONDS', 30);
const ACK_P95_MS = int('ACK_P95_MS', 250);

const ackTime = new Trend('chat_ack_ms', true);
const acked = new Counter('chat_messages_acked');
const frameErrors = new Rate('chat_frame_errors');

export const options: Options = {
  scenarios: {
    sockets: { executor: 'ramping-vus', startVUs: 0, stages: stages(), gracefulRampDown: '15s' },
  },
  thresholds: {
    checks: ['rate>0.99'],
    ws_connecting: ['p(95)<1000'],
    chat_ack_ms: [`p(95)<${ACK_P95_MS}`],
    chat_frame_errors: ['rate<0.01'],
  },
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  tags: { journey: 'chat', vus: String(VUS), duration: DURATION },
};

let session: Session | undefined;

interface Frame {
  status: 'success' | 'error';
  opt: number;
  msg?: string;
  data?: any;
}

export default function chatSocket() {
  session ??= login(__VU);
  const { token, id } = session;
  // The server echoes `ref` in the acknowledgement: it pairs each ack with its send.
  const sentAt = new Map<string, number>();
  let sequence = 0;

  const res = ws.connect(
    `${WS_URL}/socket?token=${encodeURIComponent(token)}`,
    { tags: { name: 'socket' } },
    (socket) => {
      socket.on('open', () => {
        socket.send(JSON.stringify({ opt: 100, uid: id }));
        socket.setInterval(() => {
          sequence += 1;
          const ref = `${__VU}-${__ITER}-${sequence}`;
          sentAt.set(ref, Date.now());
          socket.send(JSON.stringify({ opt: 1, contact: CONTACT, type: 'txt', msg: `k6 load ${ref}`, ref }));
        }, SEND_EVERY_MS);
        socket.setTimeout(() => socket.close(), SESSION_SECONDS * 1000);
      });

      socket.on('message', (raw) => {
        let frame: Frame;
        try {
          frame = JSON.parse(raw) as Frame;
        } catch {
          frameErrors.add(true);
          return;
        }
        // opt 7 / 8 (chat not allowed, allowance used up) mean the scenario's account cannot chat: count them as errors.
        frameErrors.add(frame.status === 'error' || frame.opt === 7 || frame.opt === 8, { opt: String(frame.opt) });
        const ref = frame.status === 'success' && frame.opt === 1 ? frame.data?.ref : undefined;
        if (typeof ref === 'string' && sentAt.has(ref)) {
          ackTime.add(Date.now() - sentAt.get(ref)!);
          sentAt.delete(ref);
          acked.add(1);
        }
      });

      socket.on('close', (code) => {
        check(code, { 'socket closed by us, not refused (4401)': (c) => c !== 4401 });
      });
    },
  );

  check(res, { 'socket upgraded (101)': (r) => r !== null && r.status === 101 });
}
