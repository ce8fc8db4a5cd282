import { chat } from '../app/chat';
import { FakeSocket } from './fakeSocket';
import { initData, installFetchStub, type FetchStub } from './fetchStub';

/**
 * The world of a chat screen's tests, made before each test and undone after it: the fake socket in
 * place of the browser's, an empty localStorage, and the API calls answered (`initdata`, then what
 * `routes` adds). `world.server` is the current test's stub.
 */
export function chatTestWorld(routes: (stub: FetchStub) => FetchStub = (stub) => stub): { server: FetchStub } {
  const world = {} as { server: FetchStub };
  const originalSocket = globalThis.WebSocket;
  beforeEach(() => {
    FakeSocket.instances.length = 0;
    window.localStorage.clear();
    globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
    world.server = routes(installFetchStub().on('/member/index/initdata', { status: 200, data: initData }));
  });
  afterEach(() => {
    chat.stop();
    world.server.restore();
    globalThis.WebSocket = originalSocket;
  });
  return world;
}
