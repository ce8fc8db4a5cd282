import type { Logger } from '@kindred/kit';
import { reachRefusal, type ChatFrom, type SubjectFacts } from '@kindred/rules';

export type { ChatFrom };

/**
 * Why a sender may not reach a recipient (packages/rules visibility.ts, `reachRefusal`, without the
 * block, which BlockCheck answers), or `unavailable` when a fact it needs could not be learnt: then
 * the answer is "try again", never "may" (docs/privacy.md, "Presence and reaching").
 */
export type StartRefusal = 'user_not_found' | 'chat_closed' | 'unavailable';

/** A pair's refusal when the message would start a conversation, and when one is under way. */
export interface PairRefusal {
  newThread: StartRefusal | null;
  underWay: StartRefusal | null;
}

/** Which senders may not reach which recipients; answers the refused pairs by `sender>recipient` key. */
export interface ChatStartCheck {
  refusalsAmong(pairs: ReadonlyArray<readonly [number, number]>): Promise<Map<string, PairRefusal>>;
}

export const startKey = (sender: number, recipient: number) => `${sender}>${recipient}`;

export interface ChatStartSources {
  /** Each member's account facts and controls, as the user service stores them; no entry: no such member. */
  facts(ids: number[]): Promise<Map<number, SubjectFacts>>;
  /** Whether `follower` follows `followed` (the social service). */
  follows(follower: number, followed: number): Promise<boolean>;
}

/**
 * The pair's refusal in either case, as the one policy decides it. `senderVerified` is the sender's
 * badge (undefined: never learnt, so a start to a member taking verified members only is "try again").
 */
export function pairRefusal(
  subject: SubjectFacts | null,
  subjectFollowsViewer: boolean | undefined,
  senderVerified: boolean | undefined,
): PairRefusal {
  if (!subject) return { newThread: 'user_not_found', underWay: 'user_not_found' };
  const pair = {
    signedIn: true,
    self: false,
    blocked: false,
    subjectFollowsViewer: subjectFollowsViewer === true,
    customerService: false,
    viewerVerified: senderVerified === true,
  };
  const underWay = reachRefusal(subject, { ...pair, chatUnderWay: true }) as StartRefusal | null;
  // Whether the recipient follows the sender matters only to a start under `chat_from: following`, the
  // sender's badge only to one under `chat_from: verified`.
  const unknown =
    (subject.chatFrom === 'following' && subjectFollowsViewer === undefined) ||
    (subject.chatFrom === 'verified' && senderVerified === undefined);
  const newThread =
    unknown && underWay === null
      ? 'unavailable'
      : (reachRefusal(subject, { ...pair, chatUnderWay: false }) as StartRefusal | null);
  return { newThread, underWay };
}

/**
 * The recipients' facts (and a sender's, for a recipient taking verified members only), asked once per
 * member and remembered `ttlMs` (a changed choice, a deletion asked for, applies within that time), so
 * that the chat hot path makes no call per message. When a source cannot answer, the last known
 * answer stands; a member never asked is refused with "try again" (`unavailable`, logged): chat
 * between members seen before stays up through an outage of the user or social service, and nothing
 * is let through unchecked.
 */
export class ChatStartCache implements ChatStartCheck {
  private readonly known = new Map<number, { facts: SubjectFacts | null; at: number }>();
  private readonly following = new Map<string, { yes: boolean; at: number }>();
  private readonly now: () => number;

  constructor(
    private readonly sources: ChatStartSources,
    private readonly options: { ttlMs: number; logger: Logger; now?: () => number; maxEntries?: number },
  ) {
    this.now = options.now ?? Date.now;
  }

  async refusalsAmong(pairs: ReadonlyArray<readonly [number, number]>): Promise<Map<string, PairRefusal>> {
    const refused = new Map<string, PairRefusal>();
    if (pairs.length === 0) return refused;
    const recipients = new Set(pairs.map(([, recipient]) => recipient));
    // A sender's facts matter only to a recipient taking verified members only: asked (and kept) then.
    const known = await this.factsOf([...recipients]);
    const senders = pairs.filter(([, r]) => known.get(r)?.chatFrom === 'verified').map(([sender]) => sender);
    const facts = senders.length ? new Map([...known, ...(await this.factsOf([...new Set(senders)]))]) : known;
    await Promise.all(
      pairs.map(async ([sender, recipient]) => {
        const subject = facts.get(recipient);
        // A sender with no account (null) is no verified member; one never learnt (undefined) is unknown.
        const senderVerified = facts.has(sender) ? facts.get(sender)?.verified === true : undefined;
        const refusal: PairRefusal =
          subject === undefined
            ? { newThread: 'unavailable', underWay: 'unavailable' }
            : pairRefusal(
                subject,
                subject?.chatFrom === 'following' ? await this.follows(recipient, sender) : false,
                senderVerified,
              );
        if (refusal.newThread || refusal.underWay) refused.set(startKey(sender, recipient), refusal);
      }),
    );
    return refused;
  }

  /** Forgets what is known of these members (a changed account applies at once). */
  forget(ids: number[]): void {
    for (const id of ids) this.known.delete(id);
  }

  private trim<V>(map: Map<unknown, V>): void {
    if (map.size > (this.options.maxEntries ?? 100_000)) map.clear();
  }

  /** Each id's facts (null: no such member); an id absent from the answer could not be learnt. */
  private async factsOf(ids: number[]): Promise<Map<number, SubjectFacts | null>> {
    const now = this.now();
    const stale = ids.filter((id) => {
      const kept = this.known.get(id);
      return !kept || now - kept.at >= this.options.ttlMs;
    });
    if (stale.length) {
      try {
        const fresh = await this.sources.facts(stale);
        this.trim(this.known);
        for (const id of stale) this.known.set(id, { facts: fresh.get(id) ?? null, at: now });
      } catch (err) {
        this.options.logger.warn({ err: (err as Error).message }, 'member facts unavailable; last known answers stand');
      }
    }
    const answer = new Map<number, SubjectFacts | null>();
    for (const id of ids) {
      const kept = this.known.get(id);
      if (kept) answer.set(id, kept.facts);
    }
    return answer;
  }

  /** Whether `follower` follows `followed`; undefined when social cannot say and never said. */
  private async follows(follower: number, followed: number): Promise<boolean | undefined> {
    const key = `${follower}>${followed}`;
    const kept = this.following.get(key);
    if (kept && this.now() - kept.at < this.options.ttlMs) return kept.yes;
    try {
      const yes = await this.sources.follows(follower, followed);
      this.trim(this.following);
      this.following.set(key, { yes, at: this.now() });
      return yes;
    } catch (err) {
      this.options.logger.warn({ err: (err as Error).message }, 'follow check unavailable; last known answer stands');
      return kept?.yes;
    }
  }
}
