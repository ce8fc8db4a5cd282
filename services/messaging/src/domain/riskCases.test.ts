import type { RiskEvent, RiskStore } from '../store/riskStore';
import { RiskCases, firstMessageAttempt } from './riskCases';
import type { RiskCase, RiskCounts } from './riskSignals';

/** A store that keeps cases in memory and answers the counts it is given. */
function memoryStore(counts: Omit<RiskCounts, 'accountAgeMs'>) {
  const events: RiskEvent[] = [];
  const cases = new Map<number, RiskCase>();
  const windows: Array<[number, number]> = [];
  const store: RiskStore = {
    recordEvents: async (e) => void events.push(...e),
    counts: async (_id, daySince, weekSince) => (windows.push([daySince, weekSince]), counts),
    forgetEvents: async () => undefined,
    findCase: async (id) => cases.get(id) ?? null,
    casesOf: async (ids) => new Map(ids.flatMap((id) => (cases.has(id) ? [[id, cases.get(id)!] as const] : []))),
    saveCase: async (c) => void cases.set(c.memberId, c),
    listCases: async () => ({ cases: [...cases.values()], total: cases.size }),
    countByState: async () => new Map(),
  };
  return { store, events, cases, windows };
}

const none = { sameFirstMessage: null, patterns: {}, newConversations: 0, blockedBy: 0, reportedBy: 0 };
const DAY = 86_400_000;

describe('RiskCases', () => {
  it('records a batch’s first messages without their text, and limits the sender on the same text to 5 members', async () => {
    const { store, events, cases } = memoryStore({ ...none, sameFirstMessage: { fingerprint: 'f', recipients: 5 } });
    const signals: string[] = [];
    let limited = 0;
    const risk = new RiskCases(store, {
      now: () => 10 * DAY,
      metrics: { signal: (kind) => signals.push(kind), limited: () => limited++ },
    });
    const text = { type: 'txt', content: 'Hello dear, I saw your profile and want to know you' };
    risk.noteFirstMessages([
      firstMessageAttempt(7, { ...text, recipientId: 20 }, [], 10 * DAY),
      firstMessageAttempt(7, { ...text, recipientId: 21 }, [], 10 * DAY, true),
    ]);
    await risk.settle();
    expect(events.map((e) => [e.memberId, e.kind, e.otherId])).toEqual([
      [7, 'first_message', 20],
      [7, 'first_message', 21],
    ]);
    expect(JSON.stringify(events)).not.toContain('Hello');
    expect(cases.get(7)).toMatchObject({ state: 'limited', decidedBy: null });
    expect(signals).toEqual(['same_first_message']);
    expect(limited).toBe(1);
  });

  it('counts a cleared case’s signals from its clearing only, and refuses to clear a member without a case', async () => {
    const { store, windows } = memoryStore({ ...none, blockedBy: 3 });
    const risk = new RiskCases(store, { now: () => 20 * DAY });
    await risk.noteComplaint(5, 'blocked', 6);
    await risk.decide(5, 'clear', 9);
    await risk.noteComplaint(5, 'blocked', 8);
    expect(windows).toEqual([
      [19 * DAY, 13 * DAY],
      [20 * DAY, 20 * DAY],
    ]);
    await expect(risk.decide(6, 'clear', 9)).rejects.toMatchObject({ reason: 'risk_case_not_found' });
    await expect(risk.noteComplaint(5, 'liked', 6)).rejects.toMatchObject({ kind: 'input' });
  });
});
