import {
  CHAT_FROM_CHOICES,
  mayKnowPresence,
  mayList,
  mayView,
  reachRefusal,
  type PairFacts,
  type SubjectFacts,
} from './visibility';

const member: SubjectFacts = {
  status: 1,
  erased: false,
  deletionPending: false,
  hideFromLists: false,
  hideOnline: false,
  hideFromVisitors: false,
  chatFrom: 'everyone',
  verified: false,
};
const stranger: PairFacts = {
  signedIn: true,
  self: false,
  blocked: false,
  subjectFollowsViewer: false,
  chatUnderWay: false,
  customerService: false,
  viewerVerified: false,
};

describe('the visibility policy', () => {
  it('lets a signed-in stranger list, view, see presence and reach an ordinary member', () => {
    expect([mayList(member, stranger), mayView(member, stranger), mayKnowPresence(member, stranger)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(reachRefusal(member, stranger)).toBeNull();
  });

  it('hides a blocked pair from each other everywhere, even inside a chat under way', () => {
    const blocked = { ...stranger, blocked: true, chatUnderWay: true };
    expect([mayList(member, blocked), mayView(member, blocked), mayKnowPresence(member, blocked)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(reachRefusal(member, blocked)).toBe('blocked');
  });

  it.each([
    ['deletion pending', { deletionPending: true }],
    ['erased', { erased: true }],
    ['suspended', { status: 3 }],
    ['under review', { status: 2 }],
  ])('makes a member %s absent to others and unreachable', (_name, facts) => {
    const subject = { ...member, ...facts };
    expect([mayList(subject, stranger), mayView(subject, stranger), mayKnowPresence(subject, stranger)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(reachRefusal(subject, stranger)).toBe('user_not_found');
    expect(mayList(subject, { ...stranger, self: true })).toBe(true);
  });

  it('keeps hide-from-lists members openable by link, and hide-online members listed without presence', () => {
    expect(mayList({ ...member, hideFromLists: true }, stranger)).toBe(false);
    expect(mayView({ ...member, hideFromLists: true }, stranger)).toBe(true);
    expect(mayList({ ...member, hideOnline: true }, stranger)).toBe(true);
    expect(mayKnowPresence({ ...member, hideOnline: true }, stranger)).toBe(false);
    expect(mayKnowPresence({ ...member, hideOnline: true }, { ...stranger, self: true })).toBe(true);
  });

  it('refuses signed-out visitors a member hidden from them', () => {
    const visitor = { ...stranger, signedIn: false };
    expect(mayView({ ...member, hideFromVisitors: true }, visitor)).toBe(false);
    expect(mayView({ ...member, hideFromVisitors: true }, stranger)).toBe(true);
  });

  it('applies who-may-chat to new conversations only, never to customer service', () => {
    expect(reachRefusal({ ...member, chatFrom: 'nobody' }, stranger)).toBe('chat_closed');
    expect(reachRefusal({ ...member, chatFrom: 'nobody' }, { ...stranger, chatUnderWay: true })).toBeNull();
    expect(reachRefusal({ ...member, chatFrom: 'nobody' }, { ...stranger, customerService: true })).toBeNull();
    expect(reachRefusal({ ...member, chatFrom: 'following' }, stranger)).toBe('chat_closed');
    expect(reachRefusal({ ...member, chatFrom: 'following' }, { ...stranger, subjectFollowsViewer: true })).toBeNull();
  });

  it('lets only verified members start a chat with a member who chose verified members only', () => {
    const verifiedOnly = { ...member, chatFrom: 'verified' as const };
    expect(reachRefusal(verifiedOnly, stranger)).toBe('chat_closed');
    expect(reachRefusal(verifiedOnly, { ...stranger, viewerVerified: true })).toBeNull();
    // Following them is not enough; a chat under way and customer service go on.
    expect(reachRefusal(verifiedOnly, { ...stranger, subjectFollowsViewer: true })).toBe('chat_closed');
    expect(reachRefusal(verifiedOnly, { ...stranger, chatUnderWay: true })).toBeNull();
    expect(reachRefusal(verifiedOnly, { ...stranger, customerService: true })).toBeNull();
    // The subject's own badge changes nothing of who reaches them.
    expect(reachRefusal({ ...verifiedOnly, verified: true }, stranger)).toBe('chat_closed');
    expect(reachRefusal({ ...member, chatFrom: 'nobody' }, { ...stranger, viewerVerified: true })).toBe('chat_closed');
  });

  it('still refuses a verified viewer a member who is gone or blocked them', () => {
    const verifiedViewer = { ...stranger, viewerVerified: true };
    expect(reachRefusal({ ...member, chatFrom: 'verified', status: 3 }, verifiedViewer)).toBe('user_not_found');
    expect(reachRefusal({ ...member, chatFrom: 'verified' }, { ...verifiedViewer, blocked: true })).toBe('blocked');
  });

  it('offers the four choices of chat_from, everyone first', () => {
    expect(CHAT_FROM_CHOICES).toEqual(['everyone', 'following', 'verified', 'nobody']);
  });
});
