/**
 * The demo seed of `make dev` (issue 41): every demo member has a portrait avatar through the media
 * service's normal path (stored, served under /media, set on the account) and two or three album
 * photos, and tells about themself; DEMO_SEED_PHOTOS=off leaves the generated members without
 * pictures. A handful of generated members (DEMO_SEED_MEMBERS) keeps the test fast.
 */
import { demoMembers } from '@kindred/kit';
import { eventually, startStack, type Stack } from './stack';

const GENERATED = 3;
const roster = demoMembers(GENERATED);

interface Seeded {
  id: number;
  username: string;
  avatar: string;
  about: string;
  city: string;
  interests: string[];
  looking_for: string;
}

async function seededMembers(stack: Stack): Promise<Seeded[]> {
  const rows = await stack.sql<{ id: string; username: string }>(
    'SELECT id, username FROM user_svc.accounts WHERE username = ANY($1)',
    [roster.map((m) => m.username)],
  );
  const token = await stack.login('alice');
  return Promise.all(
    rows.map(async (row) => {
      const detail = await stack.post('/member/index/userdetail', { id: row.id }, { token });
      expect(detail.status).toBe(200);
      return { ...(detail.data as Seeded), id: Number(row.id), username: row.username };
    }),
  );
}

/** The portraits are drawn after media starts answering: wait until the last member has theirs. */
async function portraitsDrawn(stack: Stack): Promise<void> {
  const last = roster[roster.length - 1]!.username;
  const drawn = await eventually(
    () =>
      stack.sql(
        `SELECT 1 FROM media_svc.photos p JOIN user_svc.accounts a ON a.id = p.user_id
         WHERE a.username = $1 AND a.avatar <> ''`,
        [last],
      ),
    (rows) => rows.length >= 2,
    60_000,
  );
  expect(drawn.length).toBeGreaterThanOrEqual(2);
}

async function albumSizes(stack: Stack, ids: number[]): Promise<Map<number, number>> {
  const rows = await stack.sql<{ user_id: string; n: string }>(
    'SELECT user_id, count(*) AS n FROM media_svc.photos WHERE user_id = ANY($1) GROUP BY user_id',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.n)]));
}

describe('demo seed with photos on', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      env: {
        DEMO_SEED: 'on',
        DEMO_SEED_PHOTOS: 'on',
        DEMO_SEED_MEMBERS: String(GENERATED),
        REGISTRATION_REVIEW: 'off',
      },
    });
    await portraitsDrawn(stack);
  }, 120_000);
  afterAll(() => stack?.stop());

  it('gives every demo member a served portrait avatar, an album and profile facts', async () => {
    const members = await seededMembers(stack);
    expect(members.map((m) => m.username).sort()).toEqual(roster.map((m) => m.username).sort());
    const avatarObjects = await stack.sql<{ user_id: string; key: string }>(
      "SELECT user_id, key FROM media_svc.objects WHERE kind = 'avatar' AND user_id = ANY($1)",
      [members.map((m) => m.id)],
    );
    const albums = await albumSizes(
      stack,
      members.map((m) => m.id),
    );
    for (const member of members) {
      expect(member.avatar).toMatch(/^\/media\/avatars\/\d+\/[\w-]+\.png$/);
      expect(avatarObjects.filter((o) => Number(o.user_id) === member.id).map((o) => `/media/${o.key}`)).toEqual([
        member.avatar,
      ]);
      const served = await fetch(stack.url + member.avatar);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(albums.get(member.id)).toBeGreaterThanOrEqual(2);
      expect(member.about.length).toBeGreaterThan(0);
      expect(member.city.length).toBeGreaterThan(0);
      expect(member.interests.length).toBeGreaterThanOrEqual(2);
      expect(['friendship', 'dating', 'long_term']).toContain(member.looking_for);
    }
    const generated = members.filter((m) => !['alice', 'bob', 'carol', 'dave'].includes(m.username));
    expect(generated.every((m) => (albums.get(m.id) ?? 0) <= 3)).toBe(true);
  });

  it('shows the album photos through his_photo, served as pictures', async () => {
    const [member] = (await seededMembers(stack)).filter((m) => m.username === roster[4]!.username);
    const token = await stack.login('carol');
    const photos = await stack.post('/member/photo/his_photo', { userid: member!.id }, { token });
    expect(photos.status).toBe(200);
    expect(photos.data.length).toBeGreaterThanOrEqual(2);
    const first = await fetch(stack.url + (photos.data[0] as { img: string }).img);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('demo seed with DEMO_SEED_PHOTOS=off', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      env: {
        DEMO_SEED: 'on',
        DEMO_SEED_PHOTOS: 'off',
        DEMO_SEED_MEMBERS: String(GENERATED),
        REGISTRATION_REVIEW: 'off',
      },
    });
  });
  afterAll(() => stack?.stop());

  it('draws no avatars and no albums for the generated members; their facts are still there', async () => {
    const members = await seededMembers(stack);
    expect(members).toHaveLength(roster.length);
    expect(members.every((m) => m.avatar === '')).toBe(true);
    const avatarObjects = await stack.sql("SELECT key FROM media_svc.objects WHERE kind = 'avatar'");
    expect(avatarObjects).toEqual([]);
    const generated = members.filter((m) => !['alice', 'bob', 'carol', 'dave'].includes(m.username));
    expect(generated).toHaveLength(GENERATED);
    expect(
      (
        await albumSizes(
          stack,
          generated.map((m) => m.id),
        )
      ).size,
    ).toBe(0);
    expect(generated.every((m) => m.about !== '' && m.city !== '')).toBe(true);
  });
});
