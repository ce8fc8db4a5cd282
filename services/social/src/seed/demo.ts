import type { Logger } from '@kindred/kit';
import type { SocialStore } from '../store/socialStore';
import { TrendType } from '../domain/model';

/** The demo members' posts (the members themselves come from the user service's demo seed). */
const POSTS: Array<[username: string, content: string]> = [
  ['dave', 'New here — say hi!'],
  ['alice', 'Morning coffee and a good book. Perfect Sunday.'],
  ['bob', 'Anyone up for a hike this weekend? Thinking of Yangmingshan.'],
  ['carol', 'Back from Kyoto: the maples were unreal [heart]'],
  ['alice', 'Which film should I watch tonight? Drama or comedy?'],
  ['bob', 'Cooked dumplings from scratch for the first time. 9/10.'],
  ['carol', 'Translation in chat is a life saver when talking to new friends.'],
];

/** Seeds the demo posts once, in order; members missing from user are skipped. */
export async function seedDemoPosts(
  store: SocialStore,
  memberId: (username: string) => Promise<number | null>,
  logger: Logger,
): Promise<void> {
  const ids = new Map<string, number>();
  for (const username of new Set(POSTS.map(([name]) => name))) {
    const id = await memberId(username);
    if (id) ids.set(username, id);
  }
  const alice = ids.get('alice');
  if (!alice) return;
  const trends = await store.listTrends({ authorId: alice, excludeAuthors: [], offset: 0, limit: 50 });
  if (trends.some((t) => t.type === TrendType.post)) return;
  for (const [username, content] of POSTS) {
    const authorId = ids.get(username);
    if (authorId) await store.insertTrend({ authorId, type: TrendType.post, content, img: '' });
  }
  logger.info({ posts: POSTS.length }, 'demo posts seeded');
}
