import { installFetchStub, sessionRecord, type FetchStub } from '../testing/fetchStub';
import { formBody, networkFailure, post, postFile, postJson } from './api';
import { fromRecord, getSession, setSession } from './session';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub();
});
afterEach(() => server.restore());

describe('post', () => {
  it('sends the fields form-encoded, naming the member session whose cookie carries the token', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/index/changesignature', { status: 200, msg: 'saved' });
    const answer = await post('/member/index/changesignature', { signature: 'hi there', skipped: undefined });
    expect(answer).toEqual({ status: 200, msg: 'saved', data: null });
    expect(server.calls).toEqual([
      { path: '/member/index/changesignature', kind: 'form', fields: { signature: 'hi there' }, session: 'member' },
    ]);
  });

  it('never puts a token in the body', () => {
    expect(formBody({ a: 1, b: undefined }).toString()).toBe('a=1');
  });

  it('clears the session on -401', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/index/userinfo', { status: -401, msg: 'error.token_invalid' });
    const answer = await post('/member/index/userinfo');
    expect(answer.status).toBe(-401);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('isLogin')).toBeNull();
  });

  it('keeps a session that began while a call of the ended one was waiting for its -401', async () => {
    setSession(fromRecord(sessionRecord()));
    let answer: (value: { status: number; msg: string }) => void = () => undefined;
    server.on('/member/index/userinfo', () => new Promise((resolve) => (answer = resolve)));
    const stale = post('/member/index/userinfo');
    setSession(fromRecord(sessionRecord({ id: 8, username: 'bob' })));
    answer({ status: -401, msg: 'error.token_invalid' });
    await stale;
    expect(getSession()?.username).toBe('bob');
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

describe('postJson', () => {
  it('sends the body as JSON with its types kept, and no token', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/Pay/pay', { status: 200, data: { type: 'ok' } });
    const answer = await postJson('/member/Pay/pay', { pay_type: 0, income: '29.99' });
    expect(answer).toEqual({ status: 200, msg: 'ok', data: { type: 'ok' } });
    expect(server.calls[0]!.kind).toBe('json');
    expect(server.calls[0]!.json).toEqual({ pay_type: 0, income: '29.99' });
    expect(server.calls[0]!.session).toBe('member');
  });

  it('clears the session on -401', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/Pay/pay', { status: -401, msg: 'error.token_invalid' });
    await postJson('/member/Pay/pay', { pay_type: 0 });
    expect(getSession()).toBeNull();
  });
});

describe('postFile', () => {
  it('sends the file as multipart under the named field, and no token', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/index/uploads', { status: 200, data: { url: '/media/posts/7/a.png' } });
    const picture = new File(['png!'], 'a.png', { type: 'image/png' });
    const answer = await postFile<{ url: string }>('/member/index/uploads', 'file', picture);
    expect(answer.data.url).toBe('/media/posts/7/a.png');
    const [call] = server.calls;
    expect(call!.kind).toBe('multipart');
    expect(call!.files!.file).toBe(picture);
    expect(call!.fields).toEqual({ file: 'file:a.png:image/png:4' });
    expect(call!.session).toBe('member');
  });

  it('names a bare Blob after fileName', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/index/uploadImg', { status: 200, data: { url: '/media/avatars/7/a.png' } });
    await postFile('/member/index/uploadImg', 'img', new Blob(['x'], { type: 'image/png' }), 'avatar.png');
    expect(server.calls[0]!.fields.img).toBe('file:avatar.png:image/png:1');
  });

  it('sends no token when signed out and clears nothing on -401', async () => {
    server.on('/member/index/uploads', { status: -401, msg: 'error.token_invalid' });
    const answer = await postFile('/member/index/uploads', 'file', new File(['x'], 'a.png', { type: 'image/png' }));
    expect(answer.status).toBe(-401);
    expect(server.calls[0]!.fields).not.toHaveProperty('token');
  });

  it('clears the session on -401', async () => {
    setSession(fromRecord(sessionRecord()));
    server.on('/member/index/uploads', { status: -401, msg: 'error.token_invalid' });
    await postFile('/member/index/uploads', 'file', new File(['x'], 'a.png', { type: 'image/png' }));
    expect(getSession()).toBeNull();
  });

  it('answers a network failure as an envelope', async () => {
    server.restore();
    const original = globalThis.fetch;
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    try {
      expect(await postFile('/member/index/uploads', 'file', new File(['x'], 'a.png'))).toEqual(networkFailure);
    } finally {
      globalThis.fetch = original;
    }
  });
});
