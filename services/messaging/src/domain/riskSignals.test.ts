import { assessRisk, decideRiskCase, newSignals, nextRiskCase, type RiskCase, type RiskCounts } from './riskSignals';

const DAY = 86_400_000;
const quiet: RiskCounts = {
  sameFirstMessage: null,
  patterns: {},
  newConversations: 0,
  accountAgeMs: 2 * DAY,
  blockedBy: 0,
  reportedBy: 0,
};

describe('risk signals (docs/safety.md, "Scam and spam signals")', () => {
  it('raises nothing for ordinary counts', () => {
    expect(assessRisk({ ...quiet, newConversations: 8, patterns: { link: 2 }, blockedBy: 2, reportedBy: 1 })).toEqual({
      score: 0,
      reasons: [],
      limits: false,
    });
  });

  it('limits at once for the same first message to 5 members, with the fingerprint as its detail', () => {
    const risk = assessRisk({ ...quiet, sameFirstMessage: { fingerprint: 'abcdef0123456789', recipients: 7 } });
    expect(risk).toEqual({
      score: 40,
      limits: true,
      reasons: [{ kind: 'same_first_message', count: 7, window_hours: 24, detail: 'abcdef0123456789' }],
    });
  });

  it('counts first messages with a pattern from 3, each pattern its own signal, and sums the weights', () => {
    const risk = assessRisk({ ...quiet, patterns: { link: 3, payment: 4, phone: 1 } });
    expect(risk.reasons.map((r) => [r.kind, r.count, r.detail])).toEqual([
      ['first_message_link', 3, 'link'],
      ['first_message_payment', 4, 'payment'],
    ]);
    expect(risk).toMatchObject({ score: 45, limits: false });
  });

  it('counts many new conversations from an account younger than 7 days only', () => {
    expect(assessRisk({ ...quiet, newConversations: 20 })).toMatchObject({ score: 30, limits: true });
    expect(assessRisk({ ...quiet, newConversations: 20, accountAgeMs: 8 * DAY })).toMatchObject({ score: 0 });
    expect(assessRisk({ ...quiet, newConversations: 20, accountAgeMs: null })).toMatchObject({ score: 0 });
  });

  it('counts 3 blocks or 2 reports received in 7 days', () => {
    expect(assessRisk({ ...quiet, blockedBy: 3 }).reasons).toEqual([
      { kind: 'blocked_by_many', count: 3, window_hours: 168, detail: '' },
    ]);
    expect(assessRisk({ ...quiet, blockedBy: 3, reportedBy: 2 })).toMatchObject({ score: 60, limits: false });
  });
});

describe('the risk case', () => {
  const blocked = assessRisk({ ...quiet, blockedBy: 3 });
  const template = assessRisk({ ...quiet, sameFirstMessage: { fingerprint: 'f', recipients: 5 } });

  it('opens from score 30, limited at once by a limiting signal', () => {
    expect(nextRiskCase(1, null, assessRisk({ ...quiet, patterns: { link: 3 } }), 10)).toBeNull();
    expect(nextRiskCase(1, null, blocked, 10)).toMatchObject({
      state: 'open',
      score: 30,
      openedAt: 10,
      decidedBy: null,
    });
    expect(nextRiskCase(1, null, template, 10)).toMatchObject({ state: 'limited', decidedBy: null });
  });

  it('keeps what raised it below the threshold; limits an open case; leaves a suspended one suspended', () => {
    const open = nextRiskCase(1, null, blocked, 10)!;
    expect(nextRiskCase(1, open, assessRisk(quiet), 20)).toBeNull();
    expect(nextRiskCase(1, open, blocked, 20)).toBeNull();
    expect(nextRiskCase(1, open, template, 20)).toMatchObject({ state: 'limited', openedAt: 10, updatedAt: 20 });
    const suspended: RiskCase = { ...open, state: 'suspended', decidedBy: 9, decidedAt: 15 };
    expect(nextRiskCase(1, suspended, template, 20)).toMatchObject({ state: 'suspended', decidedBy: 9, score: 40 });
  });

  it('reopens a cleared case as new, and counts its signals as new', () => {
    const cleared = decideRiskCase(1, nextRiskCase(1, null, blocked, 10), 'clear', 9, 15);
    expect(cleared).toMatchObject({ state: 'cleared', decidedBy: 9, decidedAt: 15 });
    const reopened = nextRiskCase(1, cleared, blocked, 30)!;
    expect(reopened).toMatchObject({ state: 'open', openedAt: 30, decidedBy: null, decidedAt: null });
    expect(newSignals(cleared, reopened)).toEqual(['blocked_by_many']);
    expect(newSignals(reopened, { ...reopened, reasons: [...reopened.reasons, ...template.reasons] })).toEqual([
      'same_first_message',
    ]);
  });

  it('gives staff a case for a member without one when they limit or suspend', () => {
    expect(decideRiskCase(5, null, 'limit', 9, 40)).toEqual({
      memberId: 5,
      state: 'limited',
      score: 0,
      reasons: [],
      openedAt: 40,
      updatedAt: 40,
      decidedBy: 9,
      decidedAt: 40,
    });
  });
});
