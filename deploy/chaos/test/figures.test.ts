import { campaignRows, settingOf } from '../src/figures';
import type { PhaseFigures } from '../src/report';

const phase = (over: Partial<PhaseFigures>): PhaseFigures => ({
  phase: 'restart Postgres',
  sent: 2350,
  acknowledged: 2350,
  stored: 2350,
  deliveredLive: 2343,
  fromHistory: 7,
  duplicates: 0,
  lost: 0,
  unacknowledged: 0,
  refused: 0,
  errorFrames: 4,
  http: { ok: 900, failed: {}, retried: 2 },
  recoveryMs: 19_200,
  ...over,
});

describe('a campaign as docs/figures/chaos.json keeps it', () => {
  it('one row per fault, in the columns of the docs', () => {
    expect(campaignRows([phase({ http: { ok: 900, failed: { '-503': 3 }, retried: 2 } })])).toEqual([
      ['restart Postgres', 2350, 2350, 2350, 2343, 7, 0, 0, 0, '3 (-503)', '19.2 s'],
    ]);
    expect(campaignRows([phase({ recoveryMs: null })])[0]!.slice(-2)).toEqual([0, '-']);
  });

  it('a setting per count of members and per knob, so a reduced run never replaces a full one', () => {
    expect(settingOf({}, 200, 20)).toBe('200 chatting, 20 browsing');
    expect(settingOf({ CHAOS_OBSERVE_MS: '5000' }, 40, 6)).toBe('40 chatting, 6 browsing CHAOS_OBSERVE_MS=5000');
  });
});
