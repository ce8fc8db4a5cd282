/** What the contact list shows of a partner. */
export interface MemberCard {
  id: number;
  username: string;
  avatar: string;
  vip: number;
  /** The member chose "hide my online status": every contact list shows them offline. */
  hidesOnline: boolean;
}

/**
 * Member cards for contact lists, kept `ttlMs` per node: a member with 500 chats reconnecting asks
 * the user service only for the cards it has not seen lately (the 500-card GetMembers was most of the
 * contact frame's CPU, docs/capacity.md). A renamed avatar or a new vip level shows within `ttlMs`.
 */
export class MemberCards {
  private readonly cards = new Map<number, { card: MemberCard; at: number }>();

  constructor(
    private readonly fetch: (ids: number[]) => Promise<MemberCard[]>,
    private readonly ttlMs: number,
    private readonly maxCards = 200_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(ids: number[]): Promise<Map<number, MemberCard>> {
    const now = this.now();
    const found = new Map<number, MemberCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.cards.get(id);
      if (kept && now - kept.at < this.ttlMs) found.set(id, kept.card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      if (this.cards.size + missing.length > this.maxCards) this.cards.clear();
      for (const card of await this.fetch(missing)) {
        this.cards.set(card.id, { card, at: now });
        found.set(card.id, card);
      }
    }
    return found;
  }
}
