import type { Mail } from './mailApi';
import { mayOpenMail, searchMails } from './useInbox';

const mail = (patch: Partial<Mail>): Mail => ({
  eid: 1,
  type: 0,
  sendername: 'carol',
  sender_id: 9,
  msg: 'Dinner on Friday?',
  create_time: 1,
  locked: false,
  ...patch,
});

describe('mayOpenMail', () => {
  it('needs Read_mails, except for customer-service mail', () => {
    expect(mayOpenMail(mail({}), true, 5)).toBe(true);
    expect(mayOpenMail(mail({}), false, 5)).toBe(false);
    expect(mayOpenMail(mail({ sender_id: 2, sendername: 'service' }), false, 5)).toBe(true);
    // Customer service reads everything sent to it.
    expect(mayOpenMail(mail({}), false, 2)).toBe(true);
    // A mail the server locked stays closed.
    expect(mayOpenMail(mail({ locked: true }), true, 5)).toBe(false);
  });
});

describe('searchMails', () => {
  const inbox = [mail({ eid: 1 }), mail({ eid: 2, sendername: 'dave', msg: 'Hello there' })];
  it('matches the sender or the text, case-insensitively; blank keeps all', () => {
    expect(searchMails(inbox, 'DAVE').map((m) => m.eid)).toEqual([2]);
    expect(searchMails(inbox, 'friday').map((m) => m.eid)).toEqual([1]);
    expect(searchMails(inbox, '  ')).toHaveLength(2);
    expect(searchMails(inbox, 'nobody')).toHaveLength(0);
  });
});
