import type { UserServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/UserService';
import type { AsyncHandlers } from '@kindred/kit';
import type { MemberSessions } from '../domain/memberSessions';

type SessionHandlers = Pick<
  AsyncHandlers<UserServiceHandlers>,
  'ListSessions' | 'EndSession' | 'EndOtherSessions' | 'OpenSessions'
>;

export function sessionHandlers(sessions: MemberSessions): SessionHandlers {
  return {
    async ListSessions(req) {
      const list = await sessions.list(req.user_id, req.token);
      return {
        sessions: list.map((s) => ({
          id: s.id,
          browser: s.browser,
          os: s.os,
          device: s.device,
          country: s.country,
          first_used: s.firstUsed,
          last_used: s.lastUsed,
          current: s.current,
        })),
      };
    },
    async EndSession(req) {
      await sessions.end(req.user_id, req.session_id);
      return {};
    },
    async EndOtherSessions(req) {
      return { ended: await sessions.endOthers(req.user_id, req.keep_token) };
    },
    async OpenSessions(req) {
      return { token_hashes: await sessions.stillOpen(req.user_id, req.token_hashes) };
    },
  };
}
