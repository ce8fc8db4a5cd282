import { ageOf, showsLastActive } from './member';

describe('ageOf', () => {
  const now = new Date(2025, 5, 15).getTime();
  it('counts full years', () => {
    expect(ageOf(new Date(1990, 0, 1).getTime(), now)).toBe(35);
    expect(ageOf(new Date(2007, 5, 15).getTime(), now)).toBe(18);
    expect(ageOf(new Date(2007, 5, 16).getTime(), now)).toBe(17);
  });
});

describe('showsLastActive', () => {
  it('only for offline members and viewers of gender 0', () => {
    expect(showsLastActive({ is_online: 0, last_login_time: 1 }, 0)).toBe(true);
    expect(showsLastActive({ is_online: 0, last_login_time: 1 }, 1)).toBe(false);
    expect(showsLastActive({ is_online: 1, last_login_time: 1 }, 0)).toBe(false);
    expect(showsLastActive({ is_online: 0 }, 0)).toBe(false);
  });
});
