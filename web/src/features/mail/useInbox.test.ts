import { act, renderHook, waitFor } from '@testing-library/react';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { MAIL_PAGE_SIZE, type Mail } from './mailApi';
import { mayOpenMail, searchMails, useInbox } from './useInbox';

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

describe('useInbox pages', () => {
  let server: FetchStub;
  /** 120 mails, eids 120 down to 1, answered a page at a time by before_id like the edge. */
  let all: Mail[];
  beforeEach(() => {
    all = Array.from({ length: 120 }, (_, i) => mail({ eid: 120 - i, type: i < 3 ? 0 : 1 }));
    server = installFetchStub().on('/member/email/emaillist', (fields) => {
      const before = Number(fields.before_id ?? 0);
      const list = all.filter((m) => !before || m.eid < before).slice(0, Number(fields.limit));
      return { status: 200, data: { list, unread: 3 } };
    });
  });
  afterEach(() => server.restore());

  it('reads the first page, then each older page after the oldest mail shown, to the end', async () => {
    const { result } = renderHook(() => useInbox());
    await waitFor(() => expect(result.current.mails).toHaveLength(MAIL_PAGE_SIZE));
    expect(result.current.status).toBe('idle');
    await act(() => result.current.more());
    expect(result.current.mails).toHaveLength(100);
    await act(() => result.current.more());
    expect(result.current.mails?.map((m) => m.eid)).toEqual(all.map((m) => m.eid));
    expect(result.current.status).toBe('done');
    expect(server.callsTo('/member/email/emaillist').map((c) => c.fields.before_id)).toEqual([undefined, '71', '21']);
    // At the end, scrolling asks nothing more.
    await act(() => result.current.more());
    expect(server.callsTo('/member/email/emaillist')).toHaveLength(3);
  });

  it('keeps the older pages when the first is read again after a mail is opened', async () => {
    server.on('/member/email/updatestatus', (fields) => {
      all = all.map((m) => (m.eid === Number(fields.id) ? { ...m, type: 1 } : m));
      return { status: 200 };
    });
    const { result } = renderHook(() => useInbox());
    await waitFor(() => expect(result.current.mails).toHaveLength(MAIL_PAGE_SIZE));
    await act(() => result.current.more());
    await act(() => result.current.markOpened(result.current.mails![0]!));
    expect(result.current.mails).toHaveLength(100);
    expect(result.current.mails![0]!.type).toBe(1);
    expect(result.current.status).toBe('idle');
  });

  it('asks for one older page at a time', async () => {
    const { result } = renderHook(() => useInbox());
    await waitFor(() => expect(result.current.mails).toHaveLength(MAIL_PAGE_SIZE));
    await act(() => Promise.all([result.current.more(), result.current.more()]));
    expect(server.callsTo('/member/email/emaillist').filter((c) => c.fields.before_id)).toHaveLength(1);
    expect(result.current.mails).toHaveLength(100);
  });
});
