import {
  ageOn,
  checkAccount,
  checkBirthday,
  checkEmail,
  checkMessage,
  checkNewPassword,
  checkPassword,
  checkPasswordRepeat,
  checkSignature,
  checkUsername,
} from './validation';

describe('account and username', () => {
  it('needs a run of 2-12 letters, digits or Chinese characters, unanchored', () => {
    expect(checkAccount('')).toBe('validation.required');
    expect(checkAccount('a')).toBe('validation.usernameFormat');
    expect(checkAccount('!a!')).toBe('validation.usernameFormat');
    expect(checkAccount('alice@example.com')).toBeNull();
    expect(checkAccount('小明')).toBeNull();
    expect(checkUsername('  ')).toBe('validation.required');
    expect(checkUsername('bo')).toBeNull();
  });
});

describe('email', () => {
  it('needs a 2-3 letter ending', () => {
    expect(checkEmail('')).toBe('validation.required');
    expect(checkEmail('a@b.c')).toBe('validation.emailFormat');
    expect(checkEmail('a@b.info')).toBe('validation.emailFormat');
    expect(checkEmail('a@b.com')).toBeNull();
    expect(checkEmail('a.b+c@mail.example.tw')).toBeNull();
    expect(checkEmail('no-at.com')).toBe('validation.emailFormat');
  });
});

describe('passwords', () => {
  it('allows at most 18 characters and new ones at least 6', () => {
    expect(checkPassword('')).toBe('validation.required');
    expect(checkPassword('x'.repeat(18))).toBeNull();
    expect(checkPassword('x'.repeat(19))).toBe('validation.passwordMax');
    expect(checkNewPassword('12345')).toBe('validation.passwordMin');
    expect(checkNewPassword('123456')).toBeNull();
    expect(checkPasswordRepeat('secret1', 'secret2')).toBe('validation.pwdnomatch');
    expect(checkPasswordRepeat('secret1', 'secret1')).toBeNull();
  });
});

describe('birthday', () => {
  const now = new Date(2026, 5, 15);
  it('counts whole years', () => {
    expect(ageOn(new Date(2008, 5, 15), now)).toBe(18);
    expect(ageOn(new Date(2008, 5, 16), now)).toBe(17);
  });
  it('needs 18 or over, from 1950 to today', () => {
    expect(checkBirthday(null, now)).toBe('validation.required');
    expect(checkBirthday(new Date(2008, 5, 15), now)).toBeNull();
    expect(checkBirthday(new Date(2008, 5, 16), now)).toBe('validation.adultsOnly');
    expect(checkBirthday(new Date(1949, 11, 31), now)).toBe('validation.birthdayRange');
    expect(checkBirthday(new Date(1990, 0, 1), now)).toBeNull();
  });
});

describe('texts', () => {
  it('limits the signature to 30 characters, counting emoji as one', () => {
    expect(checkSignature('字'.repeat(30))).toBeNull();
    expect(checkSignature('字'.repeat(31))).toBe('validation.tooLong');
    expect(checkSignature('😀'.repeat(30))).toBeNull();
  });
  it('needs a mail or gift message of 1-50 characters', () => {
    expect(checkMessage('   ')).toBe('validation.contentEmpty');
    expect(checkMessage('x'.repeat(50))).toBeNull();
    expect(checkMessage('x'.repeat(51))).toBe('validation.tooLong');
  });
});
