import {
  ageAt,
  isAdultBirthday,
  isValidEmail,
  isValidInvitationUsername,
  isValidMessage,
  isValidPassword,
  isValidSignature,
  isValidUsername,
} from './index';

describe('username', () => {
  it.each(['al', 'alice', 'Bob1990', '小明', '王小明88', 'abcdefghijkl'])('accepts %s', (name) => {
    expect(isValidUsername(name)).toBe(true);
  });
  it.each(['a', 'abcdefghijklm', 'al ice', 'alice!', 'a_b', 'émile', 'ｆｕｌｌ', '😀😀', ''])('refuses %s', (name) => {
    expect(isValidUsername(name)).toBe(false);
  });
  it('counts Chinese characters as one each', () => {
    expect(isValidUsername('中'.repeat(12))).toBe(true);
    expect(isValidUsername('中'.repeat(13))).toBe(false);
  });
  it('limits the invitation variant to 2-8 Latin letters or digits', () => {
    expect(isValidInvitationUsername('abcd1234')).toBe(true);
    expect(isValidInvitationUsername('abcd12345')).toBe(false);
    expect(isValidInvitationUsername('小明')).toBe(false);
  });
});

describe('email', () => {
  it.each(['a@b.co', 'alice@example.com', 'a.b+c@mail.example.org', 'x@y.hk'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['a@b.c', 'alice@example.info', 'alice@example', 'alice.example.com', 'a b@c.com', 'a@b.c0m'])(
    'refuses %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('password', () => {
  it('takes 6 to 18 characters', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
    expect(isValidPassword('x'.repeat(18))).toBe(true);
    expect(isValidPassword('x'.repeat(19))).toBe(false);
  });
});

describe('birthday', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it('turns 18 on the 18th birthday, not the day before', () => {
    expect(isAdultBirthday(Date.UTC(2008, 10, 21), now)).toBe(true);
    expect(isAdultBirthday(Date.UTC(2008, 10, 22), now)).toBe(false);
  });
  it('handles a 29 February birthday', () => {
    expect(ageAt(Date.UTC(2000, 1, 29), Date.UTC(2018, 1, 28))).toBe(17);
    expect(ageAt(Date.UTC(2000, 1, 29), Date.UTC(2018, 2, 1))).toBe(18);
  });
  it('refuses dates before 1950 and nonsense', () => {
    expect(isAdultBirthday(Date.UTC(1949, 11, 31), now)).toBe(false);
    expect(isAdultBirthday(Date.UTC(1950, 0, 1), now)).toBe(true);
    expect(isAdultBirthday(Number.NaN, now)).toBe(false);
  });
});

describe('signature and messages', () => {
  it('allows a signature of 30 characters, not 31', () => {
    expect(isValidSignature('字'.repeat(30))).toBe(true);
    expect(isValidSignature('字'.repeat(31))).toBe(false);
  });
  it('allows a message of 50 characters, not 51', () => {
    expect(isValidMessage('m'.repeat(50))).toBe(true);
    expect(isValidMessage('m'.repeat(51))).toBe(false);
  });
});
