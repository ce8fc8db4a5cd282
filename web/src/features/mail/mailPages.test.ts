import { MAIL_PAGE_SIZE, type Mail } from './mailApi';
import { morePages, withFirstPage, withOlderPage } from './mailPages';

const mail = (eid: number): Mail => ({
  eid,
  type: 1,
  sendername: `sender${eid}`,
  sender_id: 9,
  msg: `mail ${eid}`,
  create_time: eid,
  locked: false,
});
/** A page of mails, newest first: eids `from` down to `from - count + 1`. */
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => mail(from - i));
const eids = (mails: Mail[]) => mails.map((m) => m.eid);

describe('morePages', () => {
  it('expects another page only after a full one', () => {
    expect(morePages(MAIL_PAGE_SIZE)).toBe(true);
    expect(morePages(MAIL_PAGE_SIZE - 1)).toBe(false);
    expect(morePages(0)).toBe(false);
  });
});

describe('withOlderPage', () => {
  it('adds the older page below the mails shown, each mail once', () => {
    const shown = page(200, 50);
    const older = page(151, 50);
    const joined = withOlderPage(shown, older);
    expect(joined).toHaveLength(99);
    expect(eids(joined).slice(48, 51)).toEqual([152, 151, 150]);
    expect(new Set(eids(joined)).size).toBe(99);
  });
});

describe('withFirstPage', () => {
  it('keeps the older pages already scrolled to below a refreshed first page', () => {
    const shown = page(200, 100);
    // Two new mails arrived: the first page now reaches down to 153.
    const joined = withFirstPage(shown, page(202, 50));
    expect(eids(joined).slice(0, 3)).toEqual([202, 201, 200]);
    expect(eids(joined)).toEqual(eids(page(202, 102)));
  });

  it('takes a short first page as the whole mailbox', () => {
    expect(eids(withFirstPage(page(200, 100), page(10, 10)))).toEqual(eids(page(10, 10)));
    expect(withFirstPage(page(200, 100), [])).toEqual([]);
  });
});
