/**
 * The idle population: SOCKETS members connected at once, each socket open for HOLD_SECONDS with a ping
 * every 20 s (as the app's heartbeat keeps presence), then closed and opened again. What it loads is the
 * chat node's memory, Redis presence and the connect path (tickets, first contacts page), not messages.
 *
 *   k6 run -e PROFILE=load -e SOCKETS=2000 -e HOLD_SECONDS=300 deploy/k6/presence-sockets.ts
 */
import { check } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import type { Options } from 'k6/options';
import { setInterval, clearInterval, setTimeout } from 'k6/timers';
import { accountOfVu } from './lib/accounts.ts';
import { DURATION, PROFILE, int } from './lib/env.ts';
import { SUMMARY_TREND_STATS, callThresholds } from './lib/profiles.ts';
import { frameOf, openSocket } from './lib/socket.ts';
import { summaryFiles } from './lib/summary.ts';

const SOCKETS = int('SOCKETS', 100);
const HOLD_SECONDS = int('HOLD_SECONDS', PROFILE === 'smoke' ? 2 : 300);

const firstPage = new Trend('chat_contacts_ms', true);
const refused = new Counter('chat_sockets_refused');

export const options: Options = {
  scenarios: {
    population:
      PROFILE === 'smoke'
        ? { executor: 'per-vu-iterations', vus: 1, iterations: 1, exec: 'population', maxDuration: '1m' }
        : {
            executor: 'constant-vus',
            vus: SOCKETS,
            duration: DURATION,
            exec: 'population',
            gracefulStop: `${HOLD_SECONDS + 10}s`,
          },
  },
  thresholds: {
    ...callThresholds(['socket ticket']),
    chat_contacts_ms: ['p(95)<1000'],
    chat_sockets_refused: ['count<1'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
  tags: { journey: 'presence' },
};

export function population() {
  const member = accountOfVu();
  const socket = openSocket(member.token);
  let openedAt = 0;
  let contacts = false;
  socket.addEventListener('open', () => {
    openedAt = Date.now();
    socket.send(JSON.stringify({ opt: 100, uid: member.id }));
    const heartbeat = setInterval(() => socket.ping(), 20_000);
    setTimeout(() => {
      clearInterval(heartbeat);
      socket.close();
    }, HOLD_SECONDS * 1000);
  });
  socket.addEventListener('message', (event) => {
    const frame = frameOf((event as { data: unknown }).data);
    if (frame?.status === 'success' && frame.opt === 0 && !contacts) {
      contacts = true;
      firstPage.add(Date.now() - openedAt);
    }
  });
  socket.addEventListener('close', () => {
    if (!contacts) refused.add(1);
    check(contacts, { 'presence socket: the contact list came': (c) => c });
  });
}

export const handleSummary = summaryFiles('presence-sockets');
