/**
 * A member's everyday journey through the edge: sign in (once per virtual user: login is rate
 * limited), then repeatedly userinfo, the member list page by page, the newsfeed, and a follow
 * toggled on and back off (so that the data set does not drift).
 *
 *   k6 run -e BASE_URL=https://kindred.example -e VUS=50 -e DURATION=5m deploy/k6/member-journey.ts
 */
import { sleep } from 'k6';
import type { Options } from 'k6/options';
import { DURATION, VUS, int, stages } from './lib/env.ts';
import { call, login, type Session } from './lib/member.ts';

const P95_MS = int('P95_MS', 500);
const MAX_PAGES = int('MAX_PAGES', 3);
const THINK_SECONDS = int('THINK_SECONDS', 1);

export const options: Options = {
  scenarios: {
    members: { executor: 'ramping-vus', startVUs: 0, stages: stages(), gracefulRampDown: '10s' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    envelope_ok: ['rate>0.99'],
    http_req_duration: [`p(95)<${P95_MS}`],
    'http_req_duration{name:userinfo}': [`p(95)<${P95_MS}`],
    'http_req_duration{name:userlist}': [`p(95)<${P95_MS}`],
    'http_req_duration{name:trend}': [`p(95)<${P95_MS}`],
    'http_req_duration{name:like}': [`p(95)<${P95_MS}`],
  },
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  tags: { journey: 'member', vus: String(VUS), duration: DURATION },
};

/** Each VU keeps its own module state: one session per virtual user. */
let session: Session | undefined;

interface MemberPage {
  data: Array<{ id: number }>;
  current_page: number;
  last_page: number;
}

export default function memberJourney() {
  session ??= login(__VU);
  const token = session.token;

  call('/member/index/userinfo', { token }, 'userinfo');

  // Members page by page; vip 0 may see only the first page (-403 with data.upgrade is an answer, not a fault).
  const members: number[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = call<MemberPage>(
      '/member/index/userlist',
      { token, page },
      'userlist',
      page === 1 ? [200] : [200, -403],
    );
    if (!answer || answer.status !== 200) break;
    for (const member of answer.data.data ?? []) if (member.id !== session.id) members.push(member.id);
    if (answer.data.current_page >= answer.data.last_page) break;
  }

  call('/member/trend/trend', { token, page: 1 }, 'trend');

  if (members.length > 0) {
    const target = members[Math.floor(Math.random() * members.length)];
    call('/member/like/like', { token, target_id: target }, 'like');
    call('/member/like/like', { token, target_id: target }, 'like');
  }

  sleep(THINK_SECONDS);
}
