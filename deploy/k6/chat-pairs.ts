/**
 * Chat measured end to end: each VU holds a pair of members, both sockets open at once, each on its own
 * chat node when CHAT_URLS names two (so that every message crosses Redis between nodes). One sends to
 * the other; the figures are the time from the send to the recipient's frame (`chat_delivery_ms`), the
 * sender's acknowledgement after messaging stored it (`chat_ack_ms`), and the shares never acknowledged
 * or never delivered. Every ref carries the run id: a second run stores and delivers its own messages.
 * Compare `chat_delivery_ms` with the chat node's fan-out metric (docs/observability.md).
 *
 *   k6 run -e PROFILE=load -e RATE=5 -e CHAT_URLS=http://chat-a:8090,http://chat-b:8090 deploy/k6/chat-pairs.ts
 */
import { check } from 'k6';
import exec from 'k6/execution';
import { Counter, Rate, Trend } from 'k6/metrics';
import type { Options } from 'k6/options';
import { setInterval, clearInterval, setTimeout } from 'k6/timers';
import { pairOfVu } from './lib/accounts.ts';
import { RUN_ID, int } from './lib/env.ts';
import { SUMMARY_TREND_STATS, callThresholds, scenario } from './lib/profiles.ts';
import { frameOf, openSocket } from './lib/socket.ts';
import { summaryFiles } from './lib/summary.ts';

const MESSAGES = int('MESSAGES', 5);
const SEND_EVERY_MS = int('SEND_EVERY_MS', 500);
/** How long after the last send a message may still arrive before it counts as undelivered. */
const GRACE_MS = int('GRACE_MS', 3000);
const DELIVERY_P99_MS = int('DELIVERY_P99_MS', 1000);

const delivery = new Trend('chat_delivery_ms', true);
const ack = new Trend('chat_ack_ms', true);
const sent = new Counter('chat_sent');
const acked = new Counter('chat_acked');
const received = new Counter('chat_received');
const unacked = new Rate('chat_unacked');
const undelivered = new Rate('chat_undelivered');
const frameErrors = new Rate('chat_frame_errors');

export const options: Options = {
  scenarios: { pairs: scenario('pairs', 0.05) },
  thresholds: {
    ...callThresholds(['socket ticket']),
    chat_delivery_ms: ['p(95)<500', { threshold: `p(99)<${DELIVERY_P99_MS}`, abortOnFail: true, delayAbortEval: '1m' }],
    chat_ack_ms: ['p(95)<250', 'p(99)<1000'],
    chat_unacked: [{ threshold: 'rate<0.01', abortOnFail: true, delayAbortEval: '1m' }],
    chat_undelivered: [{ threshold: 'rate<0.01', abortOnFail: true, delayAbortEval: '1m' }],
    chat_frame_errors: ['rate<0.01'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
  tags: { journey: 'chat' },
};

export function pairs() {
  const [from, to] = pairOfVu();
  const sender = openSocket(from.token, 0);
  const recipient = openSocket(to.token, 1);
  const sentAt = new Map<string, number>();
  const ackedRefs = new Set<string>();
  const receivedRefs = new Set<string>();
  let open = 0;
  let sequence = 0;

  const start = () => {
    const sending = setInterval(() => {
      sequence += 1;
      const ref = `${RUN_ID}-${exec.vu.idInTest}-${exec.vu.iterationInScenario}-${sequence}`;
      sentAt.set(ref, Date.now());
      sent.add(1);
      sender.send(JSON.stringify({ opt: 1, contact: to.id, type: 'txt', msg: `k6 ${ref}`, ref }));
      if (sequence >= MESSAGES) {
        clearInterval(sending);
        setTimeout(() => {
          for (const ref of sentAt.keys()) {
            unacked.add(!ackedRefs.has(ref));
            undelivered.add(!receivedRefs.has(ref));
          }
          sender.close();
          recipient.close();
        }, GRACE_MS);
      }
    }, SEND_EVERY_MS);
  };

  for (const [socket, member] of [
    [sender, from],
    [recipient, to],
  ] as const) {
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ opt: 100, uid: member.id }));
      open += 1;
      if (open === 2) start();
    });
    socket.addEventListener('message', (event) => {
      const frame = frameOf((event as { data: unknown }).data);
      if (!frame) return frameErrors.add(true);
      frameErrors.add(frame.status === 'error' || frame.opt === 7 || frame.opt === 8, { opt: String(frame.opt) });
      if (frame.status !== 'success' || frame.opt !== 1) return;
      if (
        socket === sender &&
        typeof frame.data?.ref === 'string' &&
        sentAt.has(frame.data.ref) &&
        !ackedRefs.has(frame.data.ref)
      ) {
        ackedRefs.add(frame.data.ref);
        ack.add(Date.now() - sentAt.get(frame.data.ref)!);
        acked.add(1);
      }
      // The recipient's frame carries the stored message (the text under `content`), not the sender's ref.
      const ref =
        socket === recipient && typeof frame.data?.content === 'string' ? frame.data.content.replace(/^k6 /, '') : '';
      if (sentAt.has(ref) && !receivedRefs.has(ref)) {
        receivedRefs.add(ref);
        delivery.add(Date.now() - sentAt.get(ref)!);
        received.add(1);
      }
    });
    socket.addEventListener('error', () => frameErrors.add(true, { opt: 'socket' }));
  }
  check(null, { 'chat pair: both members are vip and distinct': () => from.id !== to.id });
}

export const handleSummary = summaryFiles('chat-pairs');
