import { ConflictError, InputError, NotFoundError } from '@kindred/kit';
import { VERIFICATION_POSES } from '@kindred/rules';
import type {
  VerificationDecision,
  VerificationMember,
  VerificationRecord,
  VerificationStore,
  WaitingVerification,
} from '../store/verificationStore';
import { Verification } from './verification';

/** VerificationStore in memory, as the database one behaves (one open request a member). */
class MemoryStore implements VerificationStore {
  readonly members = new Map<number, VerificationMember>();
  readonly requests: VerificationRecord[] = [];

  async member(userId: number) {
    return this.members.get(userId) ?? null;
  }
  async openRequest(userId: number) {
    return this.requests.find((r) => r.userId === userId && (r.state === 'asked' || r.state === 'pending')) ?? null;
  }
  async latest(userId: number) {
    return this.requests.filter((r) => r.userId === userId).at(-1) ?? null;
  }
  async ask(userId: number, pose: string, now: Date) {
    const open = await this.openRequest(userId);
    if (open?.state === 'pending') return null;
    if (open) return Object.assign(open, { pose, askedAt: now.getTime() });
    const record: VerificationRecord = {
      id: this.requests.length + 1,
      userId,
      pose,
      state: 'asked',
      selfieKey: null,
      reason: '',
      staffId: 0,
      askedAt: now.getTime(),
      submittedAt: 0,
      decidedAt: 0,
    };
    this.requests.push(record);
    return record;
  }
  async submit(id: number, pose: string, selfieKey: string, now: Date) {
    const record = this.requests.find((r) => r.id === id && r.state === 'asked' && r.pose === pose);
    return record ? Object.assign(record, { state: 'pending' as const, selfieKey, submittedAt: now.getTime() }) : null;
  }
  async pendingPage(offset: number, limit: number) {
    const waiting = this.requests.filter((r) => r.state === 'pending');
    return { items: waiting.slice(offset, offset + limit).map((r) => this.waiting(r)), total: waiting.length };
  }
  async pendingOf(userId: number) {
    const record = this.requests.find((r) => r.userId === userId && r.state === 'pending');
    return record ? this.waiting(record) : null;
  }
  async decide(userId: number, decision: VerificationDecision) {
    const record = this.requests.find((r) => r.userId === userId && r.state === 'pending');
    if (!record) return null;
    const key = record.selfieKey;
    Object.assign(record, {
      state: decision.approve ? 'approved' : 'refused',
      reason: decision.reason,
      staffId: decision.staffId,
      decidedAt: decision.now.getTime(),
      selfieKey: null,
    });
    if (decision.approve) this.members.get(userId)!.verified = true;
    return { ...record, selfieKey: key };
  }
  private waiting(r: VerificationRecord): WaitingVerification {
    return { ...r, username: `m${r.userId}`, avatar: this.members.get(r.userId)?.avatar ?? '' };
  }
}

function setUp() {
  const store = new MemoryStore();
  store.members.set(7, { status: 1, avatar: '/media/avatars/7/a.png', verified: false });
  store.members.set(8, { status: 1, avatar: '', verified: false });
  let now = Date.UTC(2026, 0, 1);
  const announced: number[][] = [];
  const decisions: Array<[boolean, number]> = [];
  let submitted = 0;
  const verification = new Verification({
    store,
    announceChanged: async (ids) => void announced.push(ids),
    metrics: {
      submitted: () => void submitted++,
      decided: (approved, waited) => void decisions.push([approved, waited]),
    },
    now: () => now,
    pick: () => 1,
  });
  return {
    store,
    verification,
    announced,
    decisions,
    submitted: () => submitted,
    later: (ms: number) => void (now += ms),
  };
}

const key = (id: number) => `selfies/${id}/0b9f4c3e-6a0e-4b1a-9b3a-2f8d1c0e5a77.jpg`;

describe('verified profiles', () => {
  it('asks for an approved avatar, then gives a pose valid 15 minutes', async () => {
    const { verification } = setUp();
    await expect(verification.start(8)).rejects.toEqual(new InputError({ avatar: 'approved_photo_required' }));
    const asked = await verification.start(7);
    expect(asked).toEqual({ pose: VERIFICATION_POSES[1], expireTime: Date.UTC(2026, 0, 1) / 1000 + 15 * 60 });
  });

  it('takes the selfie only in the pose asked, within its time, for the member it names', async () => {
    const { verification, later, submitted } = setUp();
    const { pose } = await verification.start(7);
    const other = VERIFICATION_POSES.find((p) => p !== pose)!;
    await expect(verification.submit(7, other, key(7))).rejects.toEqual(new InputError({ pose: 'not_asked' }));
    await expect(verification.submit(7, pose, key(8))).rejects.toEqual(new InputError({ selfie_key: 'invalid' }));
    later(15 * 60_000 + 1);
    await expect(verification.submit(7, pose, key(7))).rejects.toEqual(new InputError({ pose: 'expired' }));
    const again = await verification.start(7);
    expect(await verification.submit(7, again.pose, key(7))).toMatchObject({ state: 'pending' });
    expect(submitted()).toBe(1);
    await expect(verification.start(7)).rejects.toEqual(new ConflictError('verification_pending'));
  });

  it('approves: verified from then on, announced, timed; the selfie key handed back once', async () => {
    const { verification, announced, decisions, later } = setUp();
    const { pose } = await verification.start(7);
    await verification.submit(7, pose, key(7));
    expect((await verification.queue(1)).items.map((r) => [r.userId, r.selfieKey])).toEqual([[7, key(7)]]);
    later(90_000);
    const decided = await verification.decide(7, 2, true, '');
    expect(decided).toMatchObject({ state: 'approved', selfieKey: key(7), staffId: 2 });
    expect(announced).toEqual([[7]]);
    expect(decisions).toEqual([[true, 90]]);
    expect(await verification.state(7)).toMatchObject({ state: 'verified' });
    expect((await verification.queue(1)).total).toBe(0);
    await expect(verification.decide(7, 2, true, '')).rejects.toEqual(new NotFoundError('verification_not_found'));
    await expect(verification.start(7)).rejects.toEqual(new ConflictError('already_verified'));
  });

  it('refuses with a reason the member reads, and lets them ask again', async () => {
    const { verification, announced } = setUp();
    const { pose } = await verification.start(7);
    await verification.submit(7, pose, key(7));
    await expect(verification.decide(7, 2, false, '  ')).rejects.toEqual(new InputError({ reason: 'required' }));
    await expect(verification.decide(7, 2, false, 'x'.repeat(201))).rejects.toEqual(
      new InputError({ reason: 'too_long' }),
    );
    expect(await verification.decide(7, 2, false, ' Not the pose ')).toMatchObject({
      state: 'refused',
      reason: 'Not the pose',
    });
    expect(announced).toEqual([]);
    expect(await verification.state(7)).toMatchObject({ state: 'refused', reason: 'Not the pose' });
    await verification.start(7);
    expect(await verification.state(7)).toMatchObject({ state: 'none', reason: '' });
  });
});
