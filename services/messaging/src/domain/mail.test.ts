import { InputError, NotAllowedError, NotFoundError, RefusedError } from '@kindred/kit';
import { checkMayMail, checkMayRead, cleanMailContent, mayRead } from './mail';
import type { Sender } from './members';

const vip0: Sender = { user_id: 10, vip: 0, sex: 1, authorities: [] };
const vip1: Sender = { user_id: 11, vip: 1, sex: 1, authorities: ['Start_mail_dialog', 'Read_mails'] };

it('takes 1-50 characters after trimming, counting CJK as one each', () => {
  expect(cleanMailContent('  hello ')).toBe('hello');
  expect(cleanMailContent('你'.repeat(50))).toHaveLength(50);
  expect(() => cleanMailContent('   ')).toThrow(InputError);
  expect(() => cleanMailContent('x'.repeat(51))).toThrow(InputError);
});

it('needs Start_mail_dialog except to or from customer service', () => {
  expect(() => checkMayMail(vip0, 11)).toThrow(NotAllowedError);
  expect(() => checkMayMail(vip0, 2)).not.toThrow();
  expect(() => checkMayMail({ ...vip0, user_id: 2 }, 11)).not.toThrow();
  expect(() => checkMayMail(vip1, 10)).not.toThrow();
  expect(() => checkMayMail(vip1, 11)).toThrow(RefusedError);
  expect(() => checkMayMail(vip1, 0)).toThrow(NotFoundError);
});

it('lets a reader without Read_mails read only customer-service mail', () => {
  expect(mayRead(vip0, 2)).toBe(true);
  expect(mayRead(vip0, 11)).toBe(false);
  expect(mayRead(vip1, 10)).toBe(true);
  expect(() => checkMayRead(vip0, 11)).toThrow(NotAllowedError);
});

it('lets customer service read the mail members send it', () => {
  const service: Sender = { user_id: 2, vip: 0, sex: 1, authorities: [] };
  expect(mayRead(service, 10)).toBe(true);
  expect(() => checkMayRead(service, 11)).not.toThrow();
});
