import { installFetchStub, sessionRecord, type FetchStub } from '../testing/fetchStub';
import { formBody, networkFailure, post } from './api';
import { fromRecord, getSession, setSession } from './session';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub();
});
afterEach(() => server.restore());

describe('post', () => {
  it('sends the fields form-encoded with the stored token', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/index/changesignature', { status: 200, msg: 'saved' });
    const answer = await post('/member/index/changesignature', { signature: 'hi there', skipped: undefined });
    expect(answer).toEqual({ status: 200, msg: 'saved', data: null });
    expect(server.calls).toEqual([{ path: '/member/index/changesignature', fields: { signature: 'hi there', token: 'tok-alice' } }]);
  });

  it('sends no token when signed out', () => {
    expect(formBody({ a: 1 }, '').toString()).toBe('a=1');
  });

  it('clears the session on -401', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/index/userinfo', { status: -401, msg: 'error.token_invalid' });
    const answer = await post('/member/index/userinfo');
    expect(answer.status).toBe(-401);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session on other refusals', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/index/changepwd', { status: 0, msg: 'error.wrong_password' });
    expect((await post('/member/index/changepwd', { oldpassword: 'x', newpassword: 'yyyyyy' })).status).toBe(0);
    expect(getSession()?.username).toBe('alice');
  });

  it('answers a network failure as an envelope', async () => {
    server.restore();
    const original = globalThis.fetch;
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    try {
      expect(await post('/member/index/login', { account: 'alice', password: 'x' })).toEqual(networkFailure);
    } finally {
      globalThis.fetch = original;
    }
  });
});
