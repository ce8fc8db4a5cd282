/**
 * Client -> server frames of the live connection (docs/architecture.md section 4), validated before anything
 * acts on them. Ids may arrive as numbers or digit strings.
 */
export type ClientFrame =
  | { opt: 100; uid: number }
  | { opt: 0; contact: number }
  | { opt: 1; contact: number; type: 'txt' | 'img'; msg: string; img: string; ref?: string; confirm: boolean }
  | { opt: 3; contact: number; createTime: number; mid: number }
  | { opt: 4; time: number; uid: number }
  | { opt: 5; contact: number };

export type FrameParse = { ok: true; frame: ClientFrame } | { ok: false; opt: number | null; msg: string };

const KNOWN_OPTS = new Set([100, 0, 1, 3, 4, 5]);

function asId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function asCursor(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const n = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * `confirm` of a send: the member answered "Are you sure?" about the wording (docs/safety.md) and sends
 * anyway. Absent or 0 is no; 1 (or true) is yes; anything else is refused.
 */
function asConfirm(value: unknown): boolean | null {
  if (value === undefined || value === null || value === 0 || value === '0' || value === false) return false;
  return value === 1 || value === '1' || value === true ? true : null;
}

const fail = (opt: number | null, reason: string): FrameParse => ({ ok: false, opt, msg: `error.${reason}` });

export function parseFrame(text: string): FrameParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail(null, 'invalid_json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(null, 'invalid_frame');
  const body = value as Record<string, unknown>;
  const opt = typeof body.opt === 'string' && /^\d{1,3}$/.test(body.opt) ? Number(body.opt) : body.opt;
  if (typeof opt !== 'number' || !KNOWN_OPTS.has(opt))
    return fail(typeof opt === 'number' && Number.isFinite(opt) ? opt : null, 'unknown_opt');
  if (opt === 100) {
    const uid = asId(body.uid);
    return uid ? { ok: true, frame: { opt, uid } } : fail(opt, 'invalid_uid');
  }
  if (opt === 4) {
    // The next page of contacts: after the previous page's `next` (time in ms, uid of its last contact).
    const time = asCursor(body.time);
    const uid = asId(body.uid);
    return time !== null && time > 0 && uid ? { ok: true, frame: { opt, time, uid } } : fail(opt, 'invalid_cursor');
  }
  const contact = asId(body.contact);
  if (!contact) return fail(opt, 'invalid_contact');
  switch (opt) {
    case 0:
    case 5:
      return { ok: true, frame: { opt, contact } };
    case 3: {
      const createTime = asCursor(body.create_time);
      const mid = asCursor(body.mid);
      if (createTime === null || mid === null) return fail(opt, 'invalid_cursor');
      return { ok: true, frame: { opt, contact, createTime, mid } };
    }
    default: {
      if (body.type !== 'txt' && body.type !== 'img') return fail(opt, 'invalid_type');
      const msg = body.msg ?? '';
      const img = body.img ?? '';
      if (typeof msg !== 'string' || typeof img !== 'string') return fail(opt, 'invalid_content');
      const ref = typeof body.ref === 'string' && body.ref.length <= 64 ? body.ref : undefined;
      const confirm = asConfirm(body.confirm);
      if (confirm === null) return fail(opt, 'invalid_confirm');
      return { ok: true, frame: { opt: 1, contact, type: body.type, msg, img, ref, confirm } };
    }
  }
}
