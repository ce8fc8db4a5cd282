import { firstMessageAllowance, SenderStandings, type SenderStanding } from './firstMessageAllowance';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = 100 * DAY;
const aged = (ms: number, risk: Partial<SenderStanding> = {}): SenderStanding => ({
  registeredAt: now - ms,
  caseState: null,
  caseScore: 0,
  ...risk,
});

describe('the first-message allowance (docs/safety.md, "Scam and spam signals")', () => {
  it('grows with the account age, and an old account has none', () => {
    expect(firstMessageAllowance(aged(HOUR), now)).toBe(10);
    expect(firstMessageAllowance(aged(2 * DAY), now)).toBe(20);
    expect(firstMessageAllowance(aged(8 * DAY), now)).toBe(40);
    expect(firstMessageAllowance(aged(31 * DAY), now)).toBeNull();
  });

  it('is 2 an hour for a limited or suspended case, whatever the age', () => {
    expect(firstMessageAllowance(aged(HOUR, { caseState: 'limited' }), now)).toBe(2);
    expect(firstMessageAllowance(aged(365 * DAY, { caseState: 'limited' }), now)).toBe(2);
    expect(firstMessageAllowance(aged(365 * DAY, { caseState: 'suspended' }), now)).toBe(2);
  });

  it('is halved by an open case from score 50; a cleared case changes nothing', () => {
    expect(firstMessageAllowance(aged(HOUR, { caseState: 'open', caseScore: 40 }), now)).toBe(10);
    expect(firstMessageAllowance(aged(HOUR, { caseState: 'open', caseScore: 60 }), now)).toBe(5);
    expect(firstMessageAllowance(aged(365 * DAY, { caseState: 'open', caseScore: 50 }), now)).toBe(20);
    expect(firstMessageAllowance(aged(HOUR, { caseState: 'cleared', caseScore: 90 }), now)).toBe(10);
  });

  it('gives none by age when the registration time is not known', () => {
    expect(firstMessageAllowance({ registeredAt: 0, caseState: null, caseScore: 0 }, now)).toBeNull();
  });
});

describe('SenderStandings', () => {
  it('asks once per sender within the TTL, and sees a case this process changed at once', async () => {
    const asked: number[][] = [];
    let at = now;
    const standings = new SenderStandings(
      {
        registeredAt: async (ids) => (asked.push(ids), new Map(ids.map((id) => [id, now - HOUR]))),
        cases: async () => new Map(),
      },
      { ttlMs: 30_000, now: () => at },
    );
    expect(await standings.allowances([1, 2, 1], now)).toEqual(
      new Map([
        [1, 10],
        [2, 10],
      ]),
    );
    expect(await standings.allowances([1], now)).toEqual(new Map([[1, 10]]));
    expect(asked).toEqual([[1, 2]]);
    standings.caseChanged(1, { state: 'limited', score: 40 });
    expect(await standings.allowances([1], now)).toEqual(new Map([[1, 2]]));
    at += 30_001;
    await standings.allowances([1], now);
    expect(asked).toEqual([[1, 2], [1]]);
  });

  it('keeps nothing when the user service does not answer, and gives no allowance by age meanwhile', async () => {
    let calls = 0;
    const standings = new SenderStandings(
      {
        registeredAt: async () => {
          calls++;
          throw new Error('down');
        },
        cases: async () => new Map([[7, { state: 'limited' as const, score: 40 }]]),
      },
      { ttlMs: 30_000 },
    );
    expect(await standings.allowances([6, 7], now)).toEqual(new Map([[7, 2]]));
    await standings.allowances([6], now);
    expect(calls).toBe(2);
  });
});
