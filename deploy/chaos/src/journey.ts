import { randomUUID } from 'node:crypto';

/** HTTP outcomes of one phase: answers by envelope status after retries, and what it took. */
export interface HttpTally {
  ok: number;
  /** Calls that still failed after the client's retries, by envelope status (or `network`). */
  failed: Record<string, number>;
  /** -503 answers and refused connections that a retry then served. */
  retried: number;
}

export const newTally = (): HttpTally => ({ ok: 0, failed: {}, retried: 0 });

export interface Envelope {
  status: number;
  msg: string;
  data: any;
}

const RETRY_WINDOW_MS = 15_000;

/**
 * The HTTP client of a member, as a browser behind a load balancer: each call goes to one of the
 * edges; a refused connection goes to the other edge, a -503 is retried after Retry-After, within
 * 15 s. Sends carry an idempotency key, so a retry never does a send twice.
 */
export class HttpMember {
  private turn = Math.floor(Math.random() * 2);
  token = '';
  id = 0;

  constructor(
    readonly username: string,
    private readonly edges: () => number[],
  ) {}

  async call(path: string, body: Record<string, unknown>, tally?: HttpTally): Promise<Envelope> {
    const started = Date.now();
    let retried = false;
    for (;;) {
      const edges = this.edges();
      const port = edges[this.turn++ % edges.length]!;
      let answer: Envelope | null;
      let wait = 200;
      try {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
        answer = (await res.json()) as Envelope;
        wait = Number(res.headers.get('retry-after') ?? 0) * 1000 || 500;
      } catch {
        answer = null;
      }
      const retryable = answer === null || answer.status === -503;
      if (!retryable || Date.now() - started > RETRY_WINDOW_MS) {
        if (tally) {
          if (answer?.status === 200) tally.ok++;
          else {
            const key = answer ? String(answer.status) : 'network';
            tally.failed[key] = (tally.failed[key] ?? 0) + 1;
          }
          if (retried && answer?.status === 200) tally.retried++;
        }
        return answer ?? { status: 0, msg: 'network', data: null };
      }
      retried = true;
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  async signIn(): Promise<void> {
    const answer = await this.call('/member/index/login', { account: this.username, password: 'Passw0rd!' });
    if (answer.status !== 200) throw new Error(`login ${this.username}: ${answer.status} ${answer.msg}`);
    this.token = answer.data.token;
    this.id = Number(answer.data.id);
  }

  /** One round of the journey: browse members and the newsfeed, post, mail someone, give a gift. */
  async round(partner: string, tally: HttpTally, withGift: boolean): Promise<void> {
    await this.call('/member/index/userinfo', {}, tally);
    await this.call('/member/index/userlist', { page: 1 }, tally);
    await this.call('/member/trend/my_trend', {}, tally);
    await this.call('/member/trend/released', { content: `chaos post ${randomUUID().slice(0, 8)}` }, tally);
    await this.call(
      '/member/email/released',
      { email: partner, content: 'chaos mail', idempotency_key: randomUUID() },
      tally,
    );
    if (withGift) {
      await this.call(
        '/member/gift/gift_giving',
        { username: partner, giftid: 9, number: 1, message: 'chaos', idempotency_key: randomUUID() },
        tally,
      );
    }
  }
}
