import { AuthenticationError, type Logger } from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import { asServiceAccount } from '../serviceAccount';
import { compactCaller, sameRights, type Member, type Members } from './members';

/** At most this many members are re-authenticated at once. */
const IN_FLIGHT_MAX = 256;

/**
 * Rights follow the account without a reconnect: every member's caller is re-read from the user
 * service (with one of the member's session tokens) once per `refreshSeconds`, one timer per node.
 * A changed level reaches messaging with the member's next send; a revoked session closes its
 * sockets (4401), a suspended account all of them (4403).
 */
export function createRightsRefresh(options: {
  authenticate: (token: string) => Promise<Caller>;
  members: Members;
  refreshSeconds: number;
  logger: Logger;
}) {
  const { authenticate, members, logger } = options;
  const refreshMs = options.refreshSeconds * 1000;
  let refreshing = 0;

  async function refreshRights(member: Member): Promise<void> {
    const first = member.sockets.values().next();
    if (first.done) return;
    const token = first.value.getUserData().token;
    let caller: Caller;
    try {
      const authenticated = await authenticate(token);
      const effective = first.value.getUserData().asService ? asServiceAccount(authenticated) : authenticated;
      caller = compactCaller(effective ?? { ...authenticated, status: 3 });
    } catch (err) {
      if (!(err instanceof AuthenticationError)) return; // the user service is away: keep the rights, retry later
      for (const ws of [...member.sockets]) if (ws.getUserData().token === token) ws.end(4401, 'unauthenticated');
      member.authAt = 0; // another socket's token is tried on the next round
      return;
    }
    member.authAt = Date.now();
    if (caller.status !== 1) {
      for (const ws of [...member.sockets]) ws.end(4403, 'not_allowed');
      return;
    }
    if (!sameRights(member.caller, caller)) {
      member.caller = caller;
      member.callerSentOn = -1;
    }
  }

  const tick = () => {
    const now = Date.now();
    const due: Member[] = [];
    for (const member of members.values()) {
      if (refreshing + due.length >= IN_FLIGHT_MAX) break;
      if (now - member.authAt >= refreshMs) due.push(member);
    }
    for (const member of due) {
      member.authAt = now; // not picked again while in flight
      refreshing++;
      refreshRights(member)
        .catch((err: Error) => logger.warn({ err: err.message }, 'rights refresh failed'))
        .finally(() => refreshing--);
    }
  };
  const timer = setInterval(tick, Math.max(100, Math.min(refreshMs / 6, 10_000)));
  timer.unref();

  return {
    /** Every member's rights are re-read in the next round (an admin changed the tier authorities). */
    refreshAll() {
      for (const member of members.values()) member.authAt = 0;
      tick();
    },
    stop: () => clearInterval(timer),
  };
}
