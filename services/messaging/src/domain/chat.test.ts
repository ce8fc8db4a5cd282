import { allowanceDay, checkShape, decideSend, TEXT_MAX, type CleanMessage } from './chat';
import type { Sender } from './members';

const vip0: Sender = { user_id: 10, vip: 0, sex: 1, authorities: ['Read_chat_messages', 'Continue_chat_dialog'] };
const vip1: Sender = {
  user_id: 11,
  vip: 1,
  sex: 1,
  authorities: ['Read_chat_messages', 'Continue_chat_dialog', 'Start_chat_dialog', 'Send_chat_messages_for_free'],
};
const txt = (to: number): CleanMessage => ({ recipientId: to, type: 'txt', content: 'hi', img: '' });
const img = (to: number): CleanMessage => ({ recipientId: to, type: 'img', content: '', img: '/media/posts/1/a.png' });
const fresh = { threadStartedBy: null, usedToday: 0, dailyAllowance: 5 };

describe('checkShape', () => {
  it('accepts text and trims nothing from what is stored', () => {
    expect(checkShape(vip1, { contact: 3, type: 'txt', msg: ' hi ', img: '' })).toEqual({
      ok: true,
      message: { recipientId: 3, type: 'txt', content: ' hi ', img: '' },
    });
  });
  it('rejects blank text except from gender-0 members', () => {
    expect(checkShape(vip1, { contact: 3, type: 'txt', msg: '   ', img: '' })).toEqual({
      ok: false,
      reason: 'content_empty',
    });
    expect(checkShape({ ...vip1, sex: 0 }, { contact: 3, type: 'txt', msg: '', img: '' }).ok).toBe(true);
  });
  it('rejects self, bad contacts, long text, unknown types and bad pictures', () => {
    expect(checkShape(vip1, { contact: 11, type: 'txt', msg: 'x', img: '' })).toEqual({
      ok: false,
      reason: 'chat_with_self',
    });
    expect(checkShape(vip1, { contact: 0, type: 'txt', msg: 'x', img: '' })).toEqual({
      ok: false,
      reason: 'invalid_contact',
    });
    expect(checkShape(vip1, { contact: 1.5, type: 'txt', msg: 'x', img: '' })).toEqual({
      ok: false,
      reason: 'invalid_contact',
    });
    expect(checkShape(vip1, { contact: 3, type: 'txt', msg: 'x'.repeat(TEXT_MAX + 1), img: '' })).toEqual({
      ok: false,
      reason: 'content_too_long',
    });
    expect(checkShape(vip1, { contact: 3, type: 'video', msg: 'x', img: '' })).toEqual({
      ok: false,
      reason: 'invalid_type',
    });
    expect(checkShape(vip1, { contact: 3, type: 'txt', msg: 'a\u0000b', img: '' })).toEqual({
      ok: false,
      reason: 'invalid_content',
    });
    expect(checkShape(vip1, { contact: 3, type: 'img', msg: '', img: 'https://cdn.example/a\u0000.png' }).ok).toBe(
      false,
    );
    expect(checkShape(vip1, { contact: 3, type: 'img', msg: '', img: 'javascript:alert(1)' })).toEqual({
      ok: false,
      reason: 'invalid_image',
    });
    expect(checkShape(vip1, { contact: 3, type: 'img', msg: '', img: '/media/../etc/passwd' }).ok).toBe(false);
    const own = `/media/posts/${vip1.user_id}/0b0e6a4c-2f43-4b8e-9a51-5d3c7e8f9a10.png`;
    expect(checkShape(vip1, { contact: 3, type: 'img', msg: '', img: own }).ok).toBe(true);
    for (const other of [
      'https://cdn.example/a.png',
      'http://tracker.example/pixel.gif',
      `https://kindred.dev${own}`,
      own.replace(`/posts/${vip1.user_id}/`, '/posts/999/'),
      own.replace('/posts/', '/avatars/'),
      `/media/posts/${vip1.user_id}/x.png`,
    ])
      expect(checkShape(vip1, { contact: 3, type: 'img', msg: '', img: other })).toEqual({
        ok: false,
        reason: 'invalid_image',
      });
  });
});

describe('decideSend', () => {
  it('lets anyone reach customer service, and customer service reach anyone', () => {
    expect(decideSend(vip0, txt(2), fresh)).toEqual({ outcome: 'stored', startsThread: true, usesAllowance: false });
    expect(decideSend(vip0, img(2), fresh).outcome).toBe('stored');
    expect(decideSend({ ...vip0, user_id: 2 }, txt(10), fresh).outcome).toBe('stored');
  });
  it('refuses vip 0 starting a chat (opt 7)', () => {
    expect(decideSend(vip0, txt(11), fresh)).toEqual({ outcome: 'not_allowed', reason: 'start_chat_not_allowed' });
  });
  it('lets vip 0 reply up to the daily allowance, then asks for an upgrade (opt 8)', () => {
    const started = { threadStartedBy: 11, dailyAllowance: 5 };
    expect(decideSend(vip0, txt(11), { ...started, usedToday: 4 })).toEqual({
      outcome: 'stored',
      startsThread: false,
      usesAllowance: true,
    });
    expect(decideSend(vip0, txt(11), { ...started, usedToday: 5 })).toEqual({
      outcome: 'upgrade',
      reason: 'free_messages_used_up',
    });
  });
  it('refuses pictures from vip 0 except to customer service', () => {
    expect(decideSend(vip0, img(11), { ...fresh, threadStartedBy: 11 })).toEqual({
      outcome: 'upgrade',
      reason: 'image_needs_vip',
    });
  });
  it('lets vip 1 start chats and send without allowance', () => {
    expect(decideSend(vip1, txt(10), { ...fresh, usedToday: 99 })).toEqual({
      outcome: 'stored',
      startsThread: true,
      usesAllowance: false,
    });
  });
  it('refuses a member without chat authorities at all', () => {
    expect(decideSend({ ...vip0, authorities: [] }, txt(11), { ...fresh, threadStartedBy: 11 })).toEqual({
      outcome: 'not_allowed',
      reason: 'chat_not_allowed',
    });
  });
});

it('counts the allowance per UTC day', () => {
  expect(allowanceDay(Date.UTC(2024, 1, 29, 23, 59))).toBe('2024-02-29');
  expect(allowanceDay(Date.UTC(2024, 2, 1, 0, 0))).toBe('2024-03-01');
});
