/**
 * Test set-up shared by the newsfeed, profile and setup screen tests: a signed-in member served by the
 * fetch stub (userinfo and initdata as the edge answers them) and the fake live connection.
 */
import { setAuthorities, flagsFor, type AuthorityLists } from '../../app/authority';
import { chat } from '../../app/chat';
import { fromRecord, setSession } from '../../app/session';
import { initData, installFetchStub, sessionRecord, type FetchStub } from '../../testing/fetchStub';
import { FakeSocket } from '../../testing/fakeSocket';

const originalSocket = globalThis.WebSocket;

/** Authority lists with `removed` taken away from every level (a tier without a permission). */
export function listsWithout(...removed: string[]): AuthorityLists {
  const strip = (list: string[]) => list.filter((name) => !removed.includes(name));
  return {
    vip0: strip(initData.authority.vip0),
    vip1: strip(initData.authority.vip1),
    vip2: strip(initData.authority.vip2),
  };
}

export function signIn(
  record: Record<string, unknown> = {},
  authority: AuthorityLists = initData.authority,
): FetchStub {
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  const member = sessionRecord(record);
  const server = installFetchStub()
    .on('/member/index/initdata', { status: 200, data: { ...initData, authority } })
    .on('/member/index/userinfo', { status: 200, data: member });
  const session = fromRecord(member);
  setSession(session);
  setAuthorities(flagsFor(authority, session.vip));
  return server;
}

export function signOutAfterTest(server: FetchStub): void {
  chat.stop();
  server.restore();
  globalThis.WebSocket = originalSocket;
  window.localStorage.clear();
}
