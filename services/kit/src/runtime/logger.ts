import pino, { type Logger } from 'pino';

export type { Logger };

/** Paths that may carry secrets: never written to a log, even by mistake. */
const redact = [
  'password',
  'oldpassword',
  'newpassword',
  'token',
  'code',
  'cvv',
  'card_number',
  '*.password',
  '*.token',
  '*.cvv',
  '*.card_number',
  'req.headers.authorization',
  'req.headers.cookie',
];

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name, level, redact: { paths: redact, censor: '[redacted]' }, base: { service: name } });
}
