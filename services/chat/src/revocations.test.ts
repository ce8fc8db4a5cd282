import { SocketsBySession } from './revocations';

describe('sockets by session', () => {
  it('answers the sockets of a revoked session once', () => {
    const index = new SocketsBySession<string>();
    index.add('a', 'ws1', 0);
    index.add('a', 'ws2', 0);
    index.add('b', 'ws3', 0);
    expect(index.revoke(['a'], 1)).toEqual(['ws1', 'ws2']);
    expect(index.revoke(['a'], 2)).toEqual([]);
  });

  it('refuses a socket whose session was revoked while it authenticated, for a while', () => {
    const index = new SocketsBySession<string>(1_000);
    index.revoke(['late'], 0);
    expect(index.add('late', 'ws', 500)).toBe(false);
    expect(index.revoke(['late'], 600)).toEqual([]);
    expect(index.add('late', 'ws', 1_500)).toBe(false);
    expect(index.add('late', 'ws', 1_601)).toBe(true);
    expect(index.add('other', 'ws', 0)).toBe(true);
  });
});
