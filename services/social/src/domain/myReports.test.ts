import { reportOutcome, toMyReport } from './myReports';

describe("a reporter's view of their reports", () => {
  it('says whether staff acted, never how', () => {
    expect(reportOutcome('open')).toBe('open');
    expect(reportOutcome('dismissed')).toBe('no_action');
    expect(reportOutcome('warned')).toBe('action_taken');
    expect(reportOutcome('suspended')).toBe('action_taken');
  });

  it('has a decision time only once closed, and no staff status', () => {
    const filed = { id: 4, targetId: 9, types: [2], createTime: 100, updateTime: 150, evidence: 1 };
    expect(toMyReport({ ...filed, status: 'open' })).toEqual({
      id: 4,
      targetId: 9,
      types: [2],
      outcome: 'open',
      createTime: 100,
      decideTime: 0,
      evidence: 1,
    });
    const closed = toMyReport({ ...filed, status: 'suspended' });
    expect(closed).toMatchObject({ outcome: 'action_taken', decideTime: 150 });
    expect(JSON.stringify(closed)).not.toContain('suspended');
  });
});
