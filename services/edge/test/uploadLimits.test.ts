import { animatedGif } from '../../media/test/animatedGif';
import { startStack, type Envelope, type Stack } from './stack';

/** Animated GIFs are measured over all their frames: refused with -422, never a -500, nothing stored. */
let stack: Stack;
let token: string;

async function upload(data: Buffer): Promise<Envelope> {
  const form = new FormData();
  form.set('token', token);
  form.set('file', new Blob([new Uint8Array(data)], { type: 'image/gif' }), 'moving.gif');
  const res = await fetch(`${stack.url}/member/index/uploads`, { method: 'POST', body: form });
  return (await res.json()) as Envelope;
}

const stored = async () =>
  Number((await stack.sql<{ n: string }>("SELECT count(*) AS n FROM media_svc.objects WHERE kind <> 'gift'"))[0]!.n);

beforeAll(async () => {
  stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
  const answer = await stack.post('/member/index/register', {
    username: 'animator',
    email: 'animator@example.com',
    password: 'Passw0rd!',
    sex: 1,
    birthday: Date.UTC(1990, 0, 1),
    country: 'TW',
  });
  token = answer.data.token;
}, 60_000);
afterAll(() => stack.stop());

it('refuses 300 frames of 1000x1000 (300 million pixels) with error.image_too_large', async () => {
  const before = await stored();
  expect(await upload(animatedGif(1000, 1000, 300))).toMatchObject({
    status: -422,
    msg: 'error.image_too_large',
    data: { errors: { file: 'tooLarge' } },
  });
  expect(await stored()).toBe(before);
});

it('refuses 1000 frames of 200x200 (over the frame cap)', async () => {
  expect(await upload(animatedGif(200, 200, 1000))).toMatchObject({ status: -422, msg: 'error.image_too_large' });
});

it('stores a modest animation with its frames', async () => {
  const answer = await upload(animatedGif(120, 80, 12));
  expect(answer).toMatchObject({ status: 200, data: { url: expect.stringMatching(/^\/media\/posts\/\d+\/.+\.gif$/) } });
  const picture = await fetch(stack.url + answer.data.url);
  expect(picture.headers.get('content-type')).toBe('image/gif');
});
