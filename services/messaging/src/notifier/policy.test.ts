import type { NotifyEvent } from '@kindred/kit';
import { isQuiet, parseQuietHours, planNotification, pushPayload, type Recipient } from './policy';

const event = (topic: NotifyEvent['topic'], preview = 'Dinner on Friday?'): NotifyEvent => ({
  topic,
  to: 3,
  from: 4,
  preview,
  item: 0,
  thread: `chat:4`,
  at: Date.UTC(2026, 10, 24, 12),
});
const away: Recipient = { topicOn: true, general: true, delivery: 'Automatically', online: false, blocked: false };

describe('planNotification', () => {
  it('pushes and keeps for the digest by default, mails at once when asked to', () => {
    expect(planNotification(event('new_chat_message'), away)).toEqual({ push: true, mail: 'digest' });
    expect(planNotification(event('new_mail'), { ...away, delivery: 'Immediately' })).toEqual({
      push: true,
      mail: 'now',
    });
  });

  it('says nothing about a blocked member, to "never", with the topic or the general switch off', () => {
    expect(planNotification(event('new_mail'), { ...away, blocked: true }).suppressed).toBe('blocked');
    expect(planNotification(event('new_mail'), { ...away, delivery: 'never' }).suppressed).toBe('setting_never');
    expect(planNotification(event('gift_received'), { ...away, topicOn: false }).suppressed).toBe('topic_off');
    expect(planNotification(event('gift_received'), { ...away, general: false }).suppressed).toBe('general_off');
  });

  it('leaves a chat message to the open socket, but still tells an online member about a gift', () => {
    expect(planNotification(event('new_chat_message'), { ...away, online: true }).suppressed).toBe('online');
    expect(planNotification(event('gift_received'), { ...away, online: true }).push).toBe(true);
  });
});

describe('a new member matching a saved search', () => {
  it('goes to the digest only, whatever the delivery, and is dropped for a blocked pair or the topic off', () => {
    const match = event('saved_search_match', '');
    expect(planNotification(match, away)).toEqual({ push: false, mail: 'digest' });
    expect(planNotification(match, { ...away, delivery: 'Immediately', online: true })).toEqual({
      push: false,
      mail: 'digest',
    });
    expect(planNotification(match, { ...away, blocked: true }).suppressed).toBe('blocked');
    expect(planNotification(match, { ...away, topicOn: false }).suppressed).toBe('topic_off');
    expect(planNotification(match, { ...away, delivery: 'never' }).suppressed).toBe('setting_never');
  });
});

describe('quiet hours', () => {
  it('wraps around midnight in the device time zone', () => {
    const quiet = parseQuietHours('22-8');
    const noonUtc = Date.UTC(2026, 10, 24, 12);
    expect(isQuiet(quiet, 'UTC', noonUtc)).toBe(false);
    // 12:00 UTC is 20:00 in Hong Kong and 04:00 in Los Angeles.
    expect(isQuiet(quiet, 'Asia/Hong_Kong', noonUtc)).toBe(false);
    expect(isQuiet(quiet, 'America/Los_Angeles', noonUtc)).toBe(true);
    expect(isQuiet(parseQuietHours('1-5'), 'UTC', Date.UTC(2026, 10, 24, 3))).toBe(true);
    expect(isQuiet(null, 'UTC', noonUtc)).toBe(false);
  });

  it('refuses malformed hours', () => {
    expect(parseQuietHours('22')).toBeNull();
    expect(parseQuietHours('25-3')).toBeNull();
    expect(parseQuietHours('7-7')).toBeNull();
  });
});

describe('pushPayload', () => {
  it('shows the first words only where previews are allowed, and opens the layout that subscribed', () => {
    expect(pushPayload(event('new_chat_message'), 'bob', { previews: false, layout: 'm' })).toEqual({
      title: 'bob',
      body: 'sent you a message',
      url: '/m/home/chat/index?id=4',
      tag: 'chat:4',
    });
    const long = event('new_chat_message', 'x'.repeat(200));
    const shown = pushPayload(long, 'bob', { previews: true, layout: 'w' });
    expect(shown.url).toBe('/w/home/chat?id=4');
    expect(Array.from(shown.body)).toHaveLength(80);
  });
});
