import { z } from 'zod';
import { ConfigError, baseConfigShape, env, readConfig } from './config';

describe('readConfig', () => {
  it('applies defaults, coerces and freezes', () => {
    const config = readConfig(
      { ...baseConfigShape, PORT: env.port(8080), REVIEW: env.flag(true) },
      { PORT: '9000', REVIEW: 'off' },
    );
    expect(config.PORT).toBe(9000);
    expect(config.REVIEW).toBe(false);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('stops with the name of every malformed variable', () => {
    const read = () =>
      readConfig(
        { PORT: env.port(8080), DATABASE_URL: env.url('postgres://x'), MODE: z.enum(['a', 'b']) },
        { PORT: '70000', DATABASE_URL: 'not a url' },
      );
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/PORT/);
    expect(read).toThrow(/DATABASE_URL/);
    expect(read).toThrow(/MODE/);
  });
});
