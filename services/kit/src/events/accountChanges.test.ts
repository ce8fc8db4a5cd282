import { readAccountChanges } from './accountChanges';
import { readChangedAccounts } from './sessionRevocations';

describe('account change announcements', () => {
  it('carry the ids alone, or the ids and what changed, which readers of the ids alone skip', () => {
    expect(readAccountChanges('[3,4]')).toEqual({ ids: [3, 4] });
    expect(readAccountChanges('[3,{"change":"signin"}]')).toEqual({ ids: [3], change: 'signin' });
    expect(readChangedAccounts('[3,{"change":"signin"}]')).toEqual([3]);
  });

  it('ignore a change they do not know and anything that is not an announcement', () => {
    expect(readAccountChanges('[3,{"change":"moved"}]')).toEqual({ ids: [3] });
    expect(readAccountChanges('{"change":"card"}')).toEqual({ ids: [] });
    expect(readAccountChanges('not json')).toEqual({ ids: [] });
  });
});
