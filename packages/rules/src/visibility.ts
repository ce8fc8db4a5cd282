/**
 * Who may see or reach whom: the one visibility policy (docs/privacy.md, "Who sees whom"). Every
 * surface (lists, search, cards, profiles, presence, socket frames, automatic newsfeed items, chat,
 * mail, gifts, notices) asks these functions with the facts it gathered; stores that filter in SQL
 * write the same rules as query helpers and their tests compare them with these.
 */

/** Who a member lets start a chat (docs/member-settings.md, `chat_from`). */
export type ChatFrom = 'everyone' | 'following' | 'verified' | 'nobody';

/** Every `chat_from` a member may choose, the default first. */
export const CHAT_FROM_CHOICES: readonly ChatFrom[] = ['everyone', 'following', 'verified', 'nobody'];

/** The facts about the member being looked at or reached (the subject). */
export interface SubjectFacts {
  /** Account status: 1 active, 2 under review, 3 suspended. */
  status: number;
  /** Erased after deletion: only the id is left. */
  erased: boolean;
  /** Asked for deletion and in the grace period. */
  deletionPending: boolean;
  hideFromLists: boolean;
  hideOnline: boolean;
  hideFromVisitors: boolean;
  chatFrom: ChatFrom;
  /** Staff compared the member's selfie with their photos and approved it (docs/safety.md, "Verified profiles"). */
  verified: boolean;
}

/** The facts about the pair (viewer, subject). */
export interface PairFacts {
  /** The viewer is signed in (a visitor otherwise). */
  signedIn: boolean;
  /** The viewer is the subject. */
  self: boolean;
  /** Either blocked the other. */
  blocked: boolean;
  /** The subject follows the viewer (for `chat_from: following`). */
  subjectFollowsViewer: boolean;
  /** A chat between them is already under way. */
  chatUnderWay: boolean;
  /** The viewer is customer service (id 2) or staff acting as it. */
  customerService: boolean;
  /**
   * The viewer is a verified member (for `chat_from: verified`). A caller that could not learn it
   * passes false: a start it cannot check is refused, never let through.
   */
  viewerVerified: boolean;
}

/** The subject exists for others at all: not erased, not pending deletion, active. */
export function isPresentToOthers(subject: SubjectFacts): boolean {
  return !subject.erased && !subject.deletionPending && subject.status === 1;
}

/** The subject may appear in the viewer's member lists, search, follow lists and automatic newsfeed items. */
export function mayList(subject: SubjectFacts, pair: PairFacts): boolean {
  if (pair.self) return true;
  return isPresentToOthers(subject) && !subject.hideFromLists && !pair.blocked;
}

/** The viewer may open the subject's profile, photos and posts (hide-from-lists still opens by link). */
export function mayView(subject: SubjectFacts, pair: PairFacts): boolean {
  if (pair.self) return true;
  if (!pair.signedIn) return isPresentToOthers(subject) && !subject.hideFromVisitors;
  return isPresentToOthers(subject) && !pair.blocked;
}

/** The viewer may learn whether the subject is online and when they were last active. */
export function mayKnowPresence(subject: SubjectFacts, pair: PairFacts): boolean {
  if (pair.self) return true;
  return mayView(subject, pair) && !subject.hideOnline;
}

/** Why a viewer may not reach the subject, or null when they may. */
export type ReachRefusal = 'blocked' | 'chat_closed' | 'user_not_found';

/**
 * The viewer may send the subject a chat message, mail or gift message. Customer service is always
 * reachable and always reaches; `chat_from` governs new conversations only.
 */
export function reachRefusal(subject: SubjectFacts, pair: PairFacts): ReachRefusal | null {
  if (pair.self) return 'user_not_found';
  if (subject.erased || subject.deletionPending || subject.status !== 1) return 'user_not_found';
  if (pair.customerService) return null;
  if (pair.blocked) return 'blocked';
  if (pair.chatUnderWay) return null;
  if (subject.chatFrom === 'nobody') return 'chat_closed';
  if (subject.chatFrom === 'following' && !pair.subjectFollowsViewer) return 'chat_closed';
  if (subject.chatFrom === 'verified' && !pair.viewerVerified) return 'chat_closed';
  return null;
}
