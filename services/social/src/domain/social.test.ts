import { trendOfEvent } from './accountEvents';
import { isOwnPostPicture, lastPage } from './social';

describe('social rules', () => {
  it('accepts as a post picture only an own upload under /media/posts/<author>/', () => {
    const own = '/media/posts/7/0f0e0d0c-0b0a-4908-8706-050403020100.png';
    expect(isOwnPostPicture(own, 7)).toBe(true);
    expect(isOwnPostPicture(own, 8)).toBe(false);
    expect(isOwnPostPicture('/media/avatars/7/0f0e0d0c-0b0a-4908-8706-050403020100.png', 7)).toBe(false);
    expect(isOwnPostPicture('https://elsewhere.example/x.png', 7)).toBe(false);
    expect(isOwnPostPicture(`${own}?x=1`, 7)).toBe(false);
  });

  it('has at least one page', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
  });

  it('makes joined and avatar-changed items from account events, nothing from others', () => {
    expect(trendOfEvent({ id: 4, type: 'joined', userId: 9, createTime: 100 })).toMatchObject({
      authorId: 9,
      type: 0,
      eventId: 4,
      createTime: 100,
    });
    expect(trendOfEvent({ id: 5, type: 'avatar_changed', userId: 9, createTime: 101 })).toMatchObject({
      type: 2,
      eventId: 5,
    });
    expect(trendOfEvent({ id: 6, type: 'suspended', userId: 9, createTime: 102 })).toBeNull();
  });
});
