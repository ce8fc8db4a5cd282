import { Redis, UnavailableError } from '@kindred/kit';
import { Status, failure, isFault } from './envelope';

describe('failure', () => {
  it('answers "try again" (-503) when the edge\'s own Redis was away, and does not log it as a fault', async () => {
    const away = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    away.on('error', () => undefined);
    try {
      const err = await away.get('k').catch((e: unknown) => e);
      expect(failure(err)).toEqual({ status: Status.unavailable, msg: 'error.unavailable', data: null });
      expect(isFault(err)).toBe(false);
    } finally {
      away.disconnect();
    }
  });

  it('answers a service away as -503 and an unknown fault as -500, logged', () => {
    expect(failure(new UnavailableError('unavailable')).status).toBe(Status.unavailable);
    // Every "away" reads the same to the member, as on the socket: the web app has one text for it.
    expect(failure(new UnavailableError('translation_unavailable'))).toEqual({
      status: Status.unavailable,
      msg: 'error.unavailable',
      data: null,
    });
    expect(failure(new Error('boom'))).toEqual({ status: Status.internal, msg: 'error.internal', data: null });
    expect(isFault(new Error('boom'))).toBe(true);
  });
});
