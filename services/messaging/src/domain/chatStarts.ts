import type { Logger } from '@kindred/kit';

/** Whom a member lets start a chat with them (docs/member-settings.md). */
export type ChatFrom = 'everyone' | 'following' | 'nobody';

/** Which senders may not start a chat with which recipients; answers `sender>recipient` keys. */
export interface ChatStartCheck {
  refusedAmong(pairs: ReadonlyArray<readonly [number, number]>): Promise<Set<string>>;
}

export const startKey = (sender: number, recipient: number) => `${sender}>${recipient}`;

export interface ChatStartSources {
  /** Each member's choice, as the user service stores it. */
  chatFrom(ids: number[]): Promise<Map<number, ChatFrom>>;
  /** Whether `follower` follows `followed` (the social service). */
  follows(follower: number, followed: number): Promise<boolean>;
}

/**
 * The recipients' choices, asked once per member and remembered `ttlMs` (a changed choice applies
 * within that time), so that the chat hot path makes no call per message. When a source cannot
 * answer, the last known answer stands; a member never asked is treated as allowing everyone, logged,
 * so that chat stays up through an outage of the user or social service.
 */
export class ChatStartCache implements ChatStartCheck {
  private readonly choices = new Map<number, { chatFrom: ChatFrom; at: number }>();
  private readonly following = new Map<string, { yes: boolean; at: number }>();
  private readonly now: () => number;

  constructor(
    private readonly sources: ChatStartSources,
    private readonly options: { ttlMs: number; logger: Logger; now?: () => number; maxEntries?: number },
  ) {
    this.now = options.now ?? Date.now;
  }

  async refusedAmong(pairs: ReadonlyArray<readonly [number, number]>): Promise<Set<string>> {
    const refused = new Set<string>();
    if (pairs.length === 0) return refused;
    const choices = await this.choicesOf([...new Set(pairs.map(([, recipient]) => recipient))]);
    await Promise.all(
      pairs.map(async ([sender, recipient]) => {
        const chatFrom = choices.get(recipient) ?? 'everyone';
        if (chatFrom === 'nobody' || (chatFrom === 'following' && !(await this.follows(recipient, sender)))) {
          refused.add(startKey(sender, recipient));
        }
      }),
    );
    return refused;
  }

  private trim<V>(map: Map<unknown, V>): void {
    if (map.size > (this.options.maxEntries ?? 100_000)) map.clear();
  }

  private async choicesOf(ids: number[]): Promise<Map<number, ChatFrom>> {
    const now = this.now();
    const stale = ids.filter((id) => {
      const kept = this.choices.get(id);
      return !kept || now - kept.at >= this.options.ttlMs;
    });
    if (stale.length) {
      try {
        const fresh = await this.sources.chatFrom(stale);
        this.trim(this.choices);
        for (const id of stale) this.choices.set(id, { chatFrom: fresh.get(id) ?? 'everyone', at: now });
      } catch (err) {
        this.options.logger.warn({ err: (err as Error).message }, 'chat privacy unavailable; last known answers stand');
      }
    }
    return new Map(ids.map((id) => [id, this.choices.get(id)?.chatFrom ?? 'everyone']));
  }

  private async follows(follower: number, followed: number): Promise<boolean> {
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
      return kept?.yes ?? true;
    }
  }
}
