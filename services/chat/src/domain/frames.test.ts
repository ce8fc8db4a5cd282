import { parseFrame } from './frames';
import { take } from './rateLimit';

describe('parseFrame', () => {
  it('accepts the protocol frames, with ids as numbers or digit strings', () => {
    expect(parseFrame('{"opt":100,"uid":"7","origin":true}')).toEqual({ ok: true, frame: { opt: 100, uid: 7 } });
    expect(parseFrame('{"opt":0,"contact":2}')).toEqual({ ok: true, frame: { opt: 0, contact: 2 } });
    expect(parseFrame('{"opt":1,"contact":3,"type":"txt","msg":"hi","ref":"r1"}')).toEqual({
      ok: true,
      frame: { opt: 1, contact: 3, type: 'txt', msg: 'hi', img: '', ref: 'r1', confirm: false },
    });
    // The member answered "Are you sure?" about the wording and sends anyway (docs/safety.md).
    expect(parseFrame('{"opt":1,"contact":3,"type":"txt","msg":"hi","confirm":1}')).toMatchObject({
      ok: true,
      frame: { confirm: true },
    });
    expect(parseFrame('{"opt":1,"contact":3,"type":"txt","msg":"hi","confirm":"0"}')).toMatchObject({
      ok: true,
      frame: { confirm: false },
    });
    expect(parseFrame('{"opt":3,"contact":3,"create_time":1700000000}')).toEqual({
      ok: true,
      frame: { opt: 3, contact: 3, createTime: 1700000000, mid: 0 },
    });
    expect(parseFrame('{"opt":5,"contact":"9"}')).toEqual({ ok: true, frame: { opt: 5, contact: 9 } });
  });
  it('names what is wrong with a bad frame', () => {
    expect(parseFrame('not json')).toEqual({ ok: false, opt: null, msg: 'error.invalid_json' });
    expect(parseFrame('[1]')).toEqual({ ok: false, opt: null, msg: 'error.invalid_frame' });
    expect(parseFrame('{"opt":42}')).toEqual({ ok: false, opt: 42, msg: 'error.unknown_opt' });
    expect(parseFrame('{"opt":2,"contact":3}')).toMatchObject({ ok: false, msg: 'error.unknown_opt' });
    expect(parseFrame('{"opt":100,"uid":-1}')).toMatchObject({ ok: false, msg: 'error.invalid_uid' });
    expect(parseFrame('{"opt":1,"contact":0,"type":"txt","msg":"x"}')).toMatchObject({
      ok: false,
      msg: 'error.invalid_contact',
    });
    expect(parseFrame('{"opt":1,"contact":3,"type":"video"}')).toMatchObject({ ok: false, msg: 'error.invalid_type' });
    expect(parseFrame('{"opt":1,"contact":3,"type":"txt","msg":{"a":1}}')).toMatchObject({
      ok: false,
      msg: 'error.invalid_content',
    });
    expect(parseFrame('{"opt":3,"contact":3,"create_time":-5}')).toMatchObject({
      ok: false,
      msg: 'error.invalid_cursor',
    });
    expect(parseFrame('{"opt":1,"contact":3,"type":"txt","msg":"x","confirm":"yes"}')).toMatchObject({
      ok: false,
      msg: 'error.invalid_confirm',
    });
    expect(parseFrame('{"opt":0,"contact":1e300}')).toMatchObject({ ok: false, msg: 'error.invalid_contact' });
  });
});

describe('take', () => {
  it('allows the burst, then the sustained rate', () => {
    const bucket = { tokens: 40, at: 0 };
    let allowed = 0;
    for (let i = 0; i < 100; i++) if (take(bucket, 0, 20, 40)) allowed++;
    expect(allowed).toBe(40);
    expect(take(bucket, 49, 20, 40)).toBe(false);
    expect(take(bucket, 50, 20, 40)).toBe(true);
    expect(take(bucket, 10_000, 20, 40)).toBe(true);
    expect(bucket.tokens).toBe(39);
  });
});
