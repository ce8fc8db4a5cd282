import { MemberCards, type MemberCard } from './memberCards';

const card = (id: number, vip = 0): MemberCard => ({
  id,
  username: `m${id}`,
  avatar: '',
  vip,
  verified: 0,
  hidesOnline: false,
});

describe('MemberCards', () => {
  it('asks only for the cards it lacks, and again once they are older than the TTL', async () => {
    let now = 0;
    let vip = 0;
    const asked: number[][] = [];
    const cards = new MemberCards(
      async (ids) => {
        asked.push(ids);
        return ids.filter((id) => id !== 99).map((id) => card(id, vip));
      },
      1000,
      10,
      () => now,
    );
    expect([...(await cards.get([1, 2, 99])).keys()]).toEqual([1, 2]);
    expect((await cards.get([2, 3])).get(3)).toEqual(card(3));
    expect(asked).toEqual([[1, 2, 99], [3]]);
    now = 1500;
    vip = 2;
    expect((await cards.get([1])).get(1)).toEqual(card(1, 2));
    expect(asked.at(-1)).toEqual([1]);
  });
});
