import { HotReads } from './hotReads';
import { MemberLists } from './memberLists';
import { sessionFigures, type SessionFigures } from './sessionFigures';
import { MemberFigures } from './memberFigures';
import { MemberCards, type ShownProfile } from './memberCards';
import { NewsfeedPages } from './newsfeedPages';

/** Without a kept-reads cache every read asks its service. */
const NOT_KEPT = new HotReads({ ttlMs: 0 });
const LISTS_NOT_KEPT = new MemberLists({ name: 'memberListsOff', ttlMs: 0, maxEntries: 1, topMs: 0 });
const FIGURES_NOT_KEPT = sessionFigures({ ttlMs: 0, maxEntries: 1 });
const NO_MEMBER_FIGURES = new MemberFigures({ ttlMs: 0, maxEntries: 1 });
const NO_MEMBER_CARDS = new MemberCards({ ttlMs: 0, maxEntries: 1 });
const NO_MEMBER_PROFILES = new MemberCards<ShownProfile>({ ttlMs: 0, maxEntries: 1 });
const NO_NEWSFEED_PAGES = new NewsfeedPages({ ttlMs: 0, maxEntries: 1 });

export interface KeptReads {
  /** The catalogue, packages and initdata kept. */
  hot?: HotReads;
  /** Members' balances and newsfeed counts kept for userinfo. */
  sessionFigures?: SessionFigures;
  /** The member lists' social and media figures kept. */
  memberFigures?: MemberFigures;
  /** Members' cards kept for follow lists and the newsfeed. */
  memberCards?: MemberCards;
  /** Members' profiles kept for userdetail. */
  memberProfiles?: MemberCards<ShownProfile>;
  /** Member lists' pages of ids kept. */
  memberLists?: MemberLists;
  /** Viewers' onlinelist pages kept for a few seconds. */
  onlineLists?: MemberLists;
  /** Viewers' newsfeed pages kept. */
  newsfeedPages?: NewsfeedPages;
}

/** The edge's kept reads, each one not given (an edge or a test without it) one that keeps nothing. */
export function keptOrNothing(kept: KeptReads): Required<KeptReads> {
  return {
    hot: kept.hot ?? NOT_KEPT,
    sessionFigures: kept.sessionFigures ?? FIGURES_NOT_KEPT,
    memberFigures: kept.memberFigures ?? NO_MEMBER_FIGURES,
    memberCards: kept.memberCards ?? NO_MEMBER_CARDS,
    memberProfiles: kept.memberProfiles ?? NO_MEMBER_PROFILES,
    memberLists: kept.memberLists ?? LISTS_NOT_KEPT,
    onlineLists: kept.onlineLists ?? LISTS_NOT_KEPT,
    newsfeedPages: kept.newsfeedPages ?? NO_NEWSFEED_PAGES,
  };
}
