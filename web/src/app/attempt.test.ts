import { newIdempotencyKey, SendAttempt } from './attempt';

it('makes keys the edge accepts (8-128 of A-Za-z0-9_:.-), different every time', () => {
  const keys = new Set(Array.from({ length: 500 }, () => newIdempotencyKey()));
  expect(keys.size).toBe(500);
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_:.-]{8,128}$/);
});

it('reuses the key while the same send is retried, and starts a new attempt after success or a change', () => {
  const attempt = new SendAttempt();
  const rose = { to: 'bob', gift: 11, number: 1 };
  const first = attempt.keyFor(rose);
  // The answer was lost (-503, network): the member presses send again.
  expect(attempt.keyFor({ ...rose })).toBe(first);
  // They changed the quantity: another send.
  const changed = attempt.keyFor({ ...rose, number: 2 });
  expect(changed).not.toBe(first);
  attempt.succeeded();
  // The same gift again after it went through is a second gift.
  expect(attempt.keyFor({ ...rose, number: 2 })).not.toBe(changed);
});
