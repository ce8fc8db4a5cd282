import { installFetchStub, readBody, type FetchStub } from './fetchStub';

let server: FetchStub;
beforeEach(() => {
  server = installFetchStub();
});
afterEach(() => server.restore());

const envelopeOf = async (response: Response) => response.json();

it('reads a form body and answers the registered envelope', async () => {
  server.on('/member/index/login', (fields) => ({ status: fields.account === 'alice' ? 200 : 0, data: { id: 7 } }));
  const response = await fetch('/member/index/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: 'account=alice&password=x',
  });
  expect(await envelopeOf(response)).toEqual({ status: 200, msg: 'ok', data: { id: 7 } });
  expect(server.calls).toEqual([
    { path: '/member/index/login', kind: 'form', fields: { account: 'alice', password: 'x' } },
  ]);
});

it('reads a JSON body with its types, and as string fields for the handlers', async () => {
  server.on('/member/Pay/pay', (fields, call) => ({
    status: fields.pay_type === '3' && call.json?.pay_type === 3 ? 200 : 0,
  }));
  const response = await fetch('/member/Pay/pay', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify({ pay_type: 3, income: '800.00', token: 'tok' }),
  });
  expect((await envelopeOf(response)).status).toBe(200);
  expect(server.callsTo('/member/pay/pay')[0]).toEqual({
    path: '/member/Pay/pay',
    kind: 'json',
    fields: { pay_type: '3', income: '800.00', token: 'tok' },
    json: { pay_type: 3, income: '800.00', token: 'tok' },
  });
});

it('reads a multipart body: files by field, and described among the fields', async () => {
  const picture = new File(['abcd'], 'me.png', { type: 'image/png' });
  const body = new FormData();
  body.append('file', picture);
  body.append('token', 'tok');
  server.on('/member/index/uploads', { status: 200, data: { url: '/media/a.png' } });
  await fetch('/member/index/uploads', { method: 'POST', body });
  const [call] = server.calls;
  expect(call!.kind).toBe('multipart');
  expect(call!.fields).toEqual({ file: 'file:me.png:image/png:4', token: 'tok' });
  expect(call!.files!.file).toBe(picture);
});

it('refuses what the edge would not accept', async () => {
  const body = new FormData();
  body.append('file', new File(['x'], 'a.png'));
  await expect(
    fetch('/member/index/uploads', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, body }),
  ).rejects.toThrow(/leave Content-Type/);
  await expect(fetch('/member/index/userinfo', { method: 'GET' })).rejects.toThrow(/only POST/);
  await expect(fetch('/member/index/userinfo', { method: 'POST', body: 'a=1' })).rejects.toThrow(
    /form-encoded, JSON or multipart/,
  );
  expect(() => readBody('/member/Pay/pay', { headers: { 'Content-Type': 'application/json' }, body: '[1]' })).toThrow(
    /must be an object/,
  );
  expect(server.calls).toHaveLength(0);
});

it('answers 404 for a path nobody registered', async () => {
  const response = await fetch('/member/nowhere', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(await envelopeOf(response)).toEqual({ status: 404, msg: 'error.not_found', data: null });
});
