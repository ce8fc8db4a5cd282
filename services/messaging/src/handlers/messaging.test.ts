import { chatMessageJson, toChatMessage } from './messaging';

it('renders a stored message as the JSON of its ChatMessage, escaping the text', () => {
  const stored = {
    mid: 41,
    type: 'txt' as const,
    content: 'he said "hi"\n\\ 你好 \u2028',
    img: '',
    senderId: 7,
    recipientId: 9,
    createdAt: Date.UTC(2024, 1, 29, 23, 59, 58, 750),
    flagged: false,
    caution: null,
  };
  const json = chatMessageJson(stored);
  expect(JSON.parse(json)).toEqual(toChatMessage(stored));
  expect(JSON.parse(json)).toMatchObject({ ndate: '2024-02-29 23:59:58', create_time: 1709251198 });
  expect(Object.keys(JSON.parse(json))).toEqual([
    'mid',
    'type',
    'content',
    'img',
    'sender_id',
    'reciver_id',
    'ndate',
    'create_time',
    'flagged',
  ]);
  // Sent anyway after "Are you sure?" (docs/safety.md): the recipient's frame carries the mark.
  expect(JSON.parse(chatMessageJson({ ...stored, flagged: true })).flagged).toBe(1);
  expect(JSON.parse(json).flagged).toBe(0);
  // A risky first message (docs/safety.md, "Scam and spam signals"): the mark only when set, last.
  const warned = chatMessageJson({ ...stored, caution: 'payment' });
  expect(JSON.parse(warned)).toEqual(toChatMessage({ ...stored, caution: 'payment' }));
  expect(Object.keys(JSON.parse(warned)).at(-1)).toBe('caution');
  expect(JSON.parse(warned).caution).toBe('payment');
  expect(json).not.toContain('caution');
  // Another time right after: not the remembered one.
  expect(JSON.parse(chatMessageJson({ ...stored, createdAt: stored.createdAt + 1000 })).ndate).toBe(
    '2024-02-29 23:59:59',
  );
});
