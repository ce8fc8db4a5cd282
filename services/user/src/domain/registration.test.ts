import { registrationErrors, type Registration } from './registration';

const now = Date.UTC(2026, 10, 21);
const valid: Registration = {
  username: '小明88',
  email: 'xiaoming@example.com',
  password: 'Passw0rd!',
  sex: 1,
  birthday: Date.UTC(1990, 0, 1),
  country: 'TW',
  laid: '',
  code: '',
};

describe('registration rules', () => {
  it('accepts a complete adult registration with a Chinese username and no country', () => {
    expect(registrationErrors(valid, now)).toEqual({});
    expect(registrationErrors({ ...valid, country: '' }, now)).toEqual({});
  });
  it('names every broken field', () => {
    expect(
      registrationErrors({ ...valid, username: 'a', email: 'x@y.info', password: '123', sex: 2, country: 'FR' }, now),
    ).toEqual({ username: 'format', email: 'format', password: 'length', sex: 'invalid', country: 'invalid' });
  });
  it('refuses a member one day short of 18', () => {
    expect(registrationErrors({ ...valid, birthday: Date.UTC(2008, 10, 22) }, now)).toEqual({ birthday: 'underage' });
    expect(registrationErrors({ ...valid, birthday: Date.UTC(2008, 10, 21) }, now)).toEqual({});
  });
  it('needs laid and a 2-8 Latin username with an invitation code', () => {
    expect(registrationErrors({ ...valid, code: 'ABCD2345' }, now)).toEqual({ username: 'format', laid: 'required' });
    expect(registrationErrors({ ...valid, username: 'mingming', code: 'ABCD2345', laid: 'L123' }, now)).toEqual({});
  });
});
