import WebSocket from 'ws';

export interface ChatMember {
  id: number;
  token: string;
}

/** One message as its sender's client saw it: sent, acknowledged (with the stored id) or still pending. */
export interface SentMessage {
  ref: string;
  sender: number;
  recipient: number;
  phase: string;
  sentAt: number;
  attempts: number;
  mid?: number;
  /** Messaging refused it by the rules (not a failure of the system). */
  refused?: string;
}

/** What every chatter saw, for the counts at the end. */
export interface ChatRecord {
  sent: Map<string, SentMessage>;
  /** Live deliveries at the recipient: ref -> message ids received (more than one id is a duplicate). */
  delivered: Map<string, number[]>;
  /** Error frames answered to a send (each is resent), by message. */
  errorFrames: Map<string, number>;
}

export const newChatRecord = (): ChatRecord => ({ sent: new Map(), delivered: new Map(), errorFrames: new Map() });

/** An unacknowledged send is resent after 4 s, then 8, 16, up to 30 s (no retry storm on a slow system). */
const resendAfter = (attempts: number) => Math.min(4_000 * 2 ** Math.max(0, attempts - 1), 30_000);

/**
 * A member's chat client as the web app should behave: each message has a ref and waits in an
 * outbox until acknowledged; on reconnect (to whichever node answers) the outbox is resent in order;
 * an error frame or a missing acknowledgement resends the same ref later.
 */
export class Chatter {
  private ws: WebSocket | null = null;
  private ready = false;
  private seq = 0;
  private readonly outbox: string[] = [];
  private nodeIndex: number;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly member: ChatMember,
    private readonly partner: number,
    private readonly ports: () => number[],
    private readonly record: ChatRecord,
    first: number,
  ) {
    this.nodeIndex = first;
  }

  connect(): void {
    if (this.stopped) return;
    const ports = this.ports();
    const port = ports[this.nodeIndex % ports.length]!;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket?token=${encodeURIComponent(this.member.token)}`);
    this.ws = ws;
    ws.on('open', () => ws.send(JSON.stringify({ opt: 100, uid: this.member.id })));
    ws.on('message', (data) => this.onFrame(JSON.parse(data.toString())));
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.ws !== ws) return;
      this.ready = false;
      this.ws = null;
      // The node may be gone: the next attempt goes to the other one (as a load balancer would).
      this.nodeIndex++;
      if (!this.stopped) this.reconnectTimer = setTimeout(() => this.connect(), 200 + Math.random() * 300);
    });
  }

  send(phase: string): void {
    const ref = `${this.member.id}-${++this.seq}`;
    this.record.sent.set(ref, {
      ref,
      sender: this.member.id,
      recipient: this.partner,
      phase,
      sentAt: Date.now(),
      attempts: 0,
    });
    this.outbox.push(ref);
    if (this.ready) this.transmit(ref);
  }

  /** Resends what waited too long for its acknowledgement. */
  tick(now: number): void {
    if (!this.ready) return;
    for (const ref of this.outbox) {
      const m = this.record.sent.get(ref)!;
      if (now - m.sentAt > resendAfter(m.attempts)) this.transmit(ref);
    }
  }

  pending(): number {
    return this.outbox.length;
  }

  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.ws?.close();
  }

  private transmit(ref: string): void {
    const m = this.record.sent.get(ref)!;
    m.attempts++;
    m.sentAt = Date.now();
    this.ws?.send(JSON.stringify({ opt: 1, contact: this.partner, type: 'txt', msg: `chaos ${ref}`, ref }));
  }

  private settle(ref: string, update: Partial<SentMessage>): void {
    const index = this.outbox.indexOf(ref);
    if (index >= 0) this.outbox.splice(index, 1);
    Object.assign(this.record.sent.get(ref) ?? {}, update);
  }

  private onFrame(frame: { status: string; opt: number | null; msg?: string; ref?: string; data?: any }): void {
    if (frame.opt === 0 && frame.status === 'success' && !this.ready) {
      this.ready = true;
      for (const ref of [...this.outbox]) this.transmit(ref);
      return;
    }
    if (frame.opt === 1 && frame.status === 'success') {
      const data = frame.data as { mid: number; ref?: string; sender_id: number; content: string };
      if (data.sender_id === this.member.id && data.ref) return this.settle(data.ref, { mid: data.mid });
      if (data.sender_id === this.partner) {
        const ref = data.content.slice('chaos '.length);
        const mids = this.record.delivered.get(ref) ?? [];
        mids.push(data.mid);
        this.record.delivered.set(ref, mids);
      }
      return;
    }
    if ((frame.opt === 7 || frame.opt === 8) && frame.data?.ref)
      return this.settle(frame.data.ref, { refused: frame.msg });
    if (frame.status === 'error' && frame.opt === 1 && frame.ref) {
      // Failed or refused: a system failure is resent by `tick`; a rule's refusal is final.
      const ref = frame.ref;
      this.record.errorFrames.set(ref, (this.record.errorFrames.get(ref) ?? 0) + 1);
      const retryable = /store_failed|unavailable|store_timeout|rate_limited|internal/.test(frame.msg ?? '');
      if (!retryable) this.settle(ref, { refused: frame.msg });
      else {
        const m = this.record.sent.get(ref);
        // Resent after a short pause that grows with the attempts.
        if (m) m.sentAt = Date.now() - resendAfter(m.attempts) + Math.min(500 * m.attempts, 5_000);
      }
    }
  }
}
