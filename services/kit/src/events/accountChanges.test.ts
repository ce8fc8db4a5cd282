import { readAccountChanges } from './accountChanges';
import { readChangedAccounts } from './sessionRevocations';

describe('account change announcements', () => {
  it('carry the ids alone, or the ids and what changed, which readers of the ids alone skip', () => {
    expect(readAccountChanges('[3,4]')).toEqual({ ids: [3, 4] });
    expect(readAccountChanges('[3,{"change":"signin"}]')).toEqual({ ids: [3], change: 'signin' });
    expect(readChangedAccounts('[3,{"change":"signin"}]')).toEqual([3]);
  });

  it("carry a sign-in's new sign-in time, and only a sign-in's", () => {
    expect(readAccountChanges('[3,{"change":"signin","at":1796000000}]')).toEqual({
      ids: [3],
      change: 'signin',
      at: 1796000000,
    });
    expect(readAccountChanges('[3,{"change":"card","at":1796000000}]')).toEqual({ ids: [3], change: 'card' });
    expect(readAccountChanges('[3,{"change":"signin","at":"soon"}]')).toEqual({ ids: [3], change: 'signin' });
    expect(readAccountChanges('[3,{"change":"signin","at":-1}]')).toEqual({ ids: [3], change: 'signin' });
  });

  it('ignore a change they do not know and anything that is not an announcement', () => {
    expect(readAccountChanges('[3,{"change":"moved"}]')).toEqual({ ids: [3] });
    expect(readAccountChanges('{"change":"card"}')).toEqual({ ids: [] });
    expect(readAccountChanges('not json')).toEqual({ ids: [] });
  });
});
