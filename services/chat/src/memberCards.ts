import { KeptValues } from '@kindred/kit';

/** What the contact list shows of a partner. */
export interface MemberCard {
  id: number;
  username: string;
  avatar: string;
  vip: number;
  /** 1 when staff verified the member (the badge of docs/safety.md, "Verified profiles"). */
  verified: number;
  /** The member chose "hide my online status": every contact list shows them offline. */
  hidesOnline: boolean;
}

/**
 * Member cards for contact lists, kept `ttlMs` per node: a member with 500 chats reconnecting asks
 * the user service only for the cards it has not seen lately (the 500-card GetMembers was most of the
 * contact frame's CPU, docs/capacity.md). A renamed avatar or a new vip level shows within `ttlMs`.
 */
export class MemberCards {
  private readonly kept: KeptValues<number, MemberCard>;

  constructor(
    private readonly fetch: (ids: number[]) => Promise<MemberCard[]>,
    ttlMs: number,
    maxCards = 200_000,
    now: () => number = Date.now,
  ) {
    // Nothing announces a card to the chat node: kept for `ttlMs` alone.
    this.kept = new KeptValues({ name: 'contactCards', ttlMs, maxEntries: maxCards, announced: false, now });
  }

  async get(ids: number[]): Promise<Map<number, MemberCard>> {
    const found = new Map<number, MemberCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.kept.read(id);
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const card of await this.fetch(missing)) {
        this.kept.keep(card.id, card);
        found.set(card.id, card);
      }
    }
    return found;
  }
}
