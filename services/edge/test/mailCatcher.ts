import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what it receives, as the development mail catcher does. */
export async function startMailCatcher(): Promise<{
  port: number;
  mails: CaughtMail[];
  /** Refuses every later mail to `address` (SMTP 550), as an unreachable mailbox. */
  refuse(address: string): void;
  stop(): Promise<void>;
}> {
  const mails: CaughtMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    mails,
    refuse: (address) => refused.add(address.toLowerCase()),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
