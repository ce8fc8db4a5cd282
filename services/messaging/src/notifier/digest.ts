import { onlineFlags, type Logger, type Redis } from '@kindred/kit';
import type { NotificationMailer } from './channels';
import type { MemberFacts, NotificationCounter } from './deliver';
import type { Digests, DigestItem } from './stores';

export interface DigestDeps {
  redis: Redis;
  facts: MemberFacts;
  digests: Digests;
  mail: NotificationMailer;
  logger: Logger;
  /** A member away this long gets the digest ("Automatically if absent 2 days"). */
  absenceMs: number;
  /** At most one digest a member in this time. */
  everyMs: number;
  now?: () => number;
}

const TOPIC_LINES: Record<string, (n: number) => string> = {
  new_chat_message: (n) => `${n} new chat message${n === 1 ? '' : 's'}`,
  new_mail: (n) => `${n} new mail${n === 1 ? '' : 's'}`,
  gift_received: (n) => `${n} gift${n === 1 ? '' : 's'} received`,
  credits_received: (n) => `credits added ${n} time${n === 1 ? '' : 's'}`,
  saved_search_match: (n) => `${n} new member${n === 1 ? '' : 's'} matching your saved searches`,
};

/** What the digest says: one line per topic, with who it came from (never what they wrote). */
export function digestLines(items: DigestItem[], names: Map<number, string>): string[] {
  const byTopic = new Map<string, DigestItem[]>();
  for (const item of items) byTopic.set(item.topic, [...(byTopic.get(item.topic) ?? []), item]);
  return [...byTopic].map(([topic, list]) => {
    const from = [...new Set(list.map((i) => names.get(i.from_id)).filter(Boolean))].slice(0, 5);
    const text = (TOPIC_LINES[topic] ?? ((n: number) => `${n} ${topic}`))(list.length);
    return from.length ? `- ${text} from ${from.join(', ')}` : `- ${text}`;
  });
}

/**
 * Sends the digests that are due: to members away for `absenceMs` with kept items, one a day. Items
 * from before the member was last active are dropped (they have seen them); a member whose settings no
 * longer want mail gets none and their items are dropped.
 */
export function createDigestSweep(deps: DigestDeps, counter: NotificationCounter) {
  const now = deps.now ?? Date.now;
  return async (): Promise<number> => {
    let sent = 0;
    for (const userId of await deps.digests.due(deps.everyMs, 100)) {
      const items = await deps.digests.items(userId);
      const last = items[items.length - 1];
      if (!last) continue;
      const [member, settings, [online]] = await Promise.all([
        deps.facts.member(userId),
        deps.facts.settings(userId),
        onlineFlags(deps.redis, [userId]),
      ]);
      const lastActive = online ? now() : (member?.lastActive ?? 0);
      if (!member || !member.email || settings.delivery === 'never' || !settings.general) {
        await deps.digests.drop(userId, last.id);
        counter.inc({ channel: 'digest', outcome: 'suppressed', reason: member ? 'setting_never' : 'no_member' });
        continue;
      }
      const unseen = items.filter((i) => i.created_at.getTime() > lastActive && settings.topics[i.topic] !== false);
      if (unseen.length === 0) {
        await deps.digests.drop(userId, last.id);
        continue;
      }
      if (now() - lastActive < deps.absenceMs) continue;
      const names = new Map<number, string>();
      for (const id of new Set(unseen.map((i) => i.from_id).filter((id) => id > 0))) {
        const from = await deps.facts.member(id);
        if (from) names.set(id, from.username);
      }
      try {
        await deps.mail({
          to: member.email,
          username: member.username,
          userId,
          topic: 'all',
          subject: 'Kindred: what you missed',
          lines: ['While you were away:', ...digestLines(unseen, names)],
        });
        await deps.digests.sent(userId, last.id);
        counter.inc({ channel: 'digest', outcome: 'sent', reason: '' });
        sent++;
      } catch (err) {
        deps.logger.warn({ err: (err as Error).message }, 'digest mail not sent');
        counter.inc({ channel: 'digest', outcome: 'failed', reason: '' });
      }
    }
    return sent;
  };
}
