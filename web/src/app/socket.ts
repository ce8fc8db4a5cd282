/**
 * The live connection (docs/architecture.md section 4, docs/product.md section 4): `/socket?ticket=` on the
 * same origin, with a single-use ticket asked for before each connection, so that the session token is
 * never in a URL (docs/privacy.md, "The session token"). On open it sends the two init frames, keeps the contact list and unread totals, plays the receive
 * and send sounds, and reconnects with exponential backoff while the member is signed in. Every send
 * goes through the member's outbox (outbox.ts): pending until acknowledged, resent on each reconnect.
 */
import { ACK_TIMEOUT_MS, Outbox, type OutboxMessage, type OutboxStorage } from './outbox';
import {
  appendContacts,
  backoffDelay,
  contactPage,
  socketUrl,
  toContact,
  type ChatSocketOptions,
  type ChatState,
  type ContactCursor,
  toNumber,
  type ChatContact,
  type ChatEvent,
  type ChatMessage,
  type SocketLike,
  type TicketAnswer,
} from './socketFrames';

export { backoffDelay, socketUrl } from './socketFrames';
export type {
  ChatContact,
  ChatEvent,
  ChatMessage,
  ChatSocketOptions,
  ChatState,
  SocketLike,
  TicketAnswer,
} from './socketFrames';
export type { OutboxMessage } from './outbox';

/** Refusals that say "not now" rather than "no": the outbox sends the message again by itself. */
const PASSING = new Set(['error.store_failed', 'error.unavailable']);

function defaultStorage(): OutboxStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const OPEN = 1;

export class ChatSocket {
  private socket: SocketLike | null = null;
  private session: { id: number } | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private state: ChatState = { connected: false, contacts: [], more: false, total: 0, current: null, outbox: [] };
  private cursor: ContactCursor = null;
  private pageAsked = false;
  /** A ticket is being asked for (the socket opens when it comes). */
  private asking = false;
  private readonly outbox: Outbox;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: ChatEvent) => void>();
  private readonly options: Required<Omit<ChatSocketOptions, 'loadMember' | 'storage'>> &
    Pick<ChatSocketOptions, 'loadMember'>;

  constructor(options: ChatSocketOptions) {
    this.options = {
      open: options.open ?? ((url) => new WebSocket(url) as unknown as SocketLike),
      url: options.url ?? ((ticket) => socketUrl(ticket)),
      ticket: options.ticket,
      loadMember: options.loadMember,
      play: options.play ?? (() => undefined),
      backoff: options.backoff ?? { initial: 1000, max: 30000 },
      random: options.random ?? Math.random,
      now: options.now ?? (() => Date.now()),
      ackTimeoutMs: options.ackTimeoutMs ?? ACK_TIMEOUT_MS,
      resendDelayMs: options.resendDelayMs ?? 2000,
    };
    this.outbox = new Outbox({
      storage: options.storage === undefined ? defaultStorage() : options.storage,
      now: this.options.now,
      timeoutMs: this.options.ackTimeoutMs,
      onChange: (outbox) => this.setState({ outbox }),
    });
  }

  getState = (): ChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onEvent(listener: (event: ChatEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Connects for a signed-in member (again after a sign-in with another account). */
  start(session: { id: number }): void {
    if (this.session?.id === session.id && (this.socket || this.timer || this.asking)) return;
    const previous = this.session?.id ?? this.outbox.memberId;
    this.disconnect();
    // Another account signed in: the previous member's outbox is forgotten, as at sign-out.
    if (previous !== null && previous !== session.id) this.outbox.close(true);
    if (this.outbox.memberId !== session.id) this.outbox.open(session.id);
    this.session = session;
    this.attempt = 0;
    this.connect();
  }

  /** Sign-out: closes the connection, forgets the contacts and the outbox, and does not reconnect. */
  stop(): void {
    this.disconnect();
    this.outbox.close(true);
  }

  private disconnect(): void {
    this.session = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
    this.cursor = null;
    this.setState({ connected: false, contacts: [], more: false, total: 0, current: null });
  }

  /**
   * Sends again (same ref) a message of the outbox, failed or still pending; `confirm`: the member
   * answered "Are you sure?" about its wording and sends it anyway (docs/safety.md).
   */
  retry(ref: string, confirm = false): boolean {
    const message = this.outbox.retry(ref, confirm);
    if (!message) return false;
    this.transmit(message);
    return true;
  }

  /** Removes a failed message from the outbox without sending it. */
  discard(ref: string): boolean {
    return this.outbox.discard(ref);
  }

  /** Opens (selects) a chat: its unread count is cleared here and on the server (opt 0). */
  openChat(contact: number): void {
    const existing = this.state.contacts.find((c) => c.uid === contact);
    const cleared = existing?.count ?? 0;
    this.setState({
      current: contact,
      total: Math.max(0, this.state.total - cleared),
      contacts: this.state.contacts.map((c) => (c.uid === contact ? { ...c, count: 0 } : c)),
    });
    this.send({ opt: 0, contact });
  }

  /** Leaving the chat screen resets the selection. */
  closeChat(): void {
    this.setState({ current: null });
  }

  /**
   * Puts a message in the outbox and sends it now if connected, else on reconnect. Answers false only
   * when no member is signed in; the message's progress shows in `outbox` of the state.
   */
  sendText(contact: number, msg: string): boolean {
    return this.queue(contact, 'txt', msg, '');
  }

  sendImage(contact: number, img: string): boolean {
    return this.queue(contact, 'img', '', img);
  }

  /** The next page of chats (opt 4) as the member scrolls; false when there is none or one is on its way. */
  moreContacts(): boolean {
    if (!this.cursor || this.pageAsked) return false;
    this.pageAsked = this.send({ opt: 4, ...this.cursor });
    return this.pageAsked;
  }

  /** Older history (opt 3) before the oldest message held. */
  loadHistory(contact: number, createTime: number, mid?: number): boolean {
    return this.send({ opt: 3, contact, create_time: createTime, mid });
  }

  deleteChat(contact: number): boolean {
    return this.send({ opt: 5, contact });
  }

  private queue(contact: number, type: 'txt' | 'img', content: string, img: string): boolean {
    if (!this.session) return false;
    this.transmit(this.outbox.add(contact, type, content, img));
    this.options.play('send');
    return true;
  }

  private transmit(message: OutboxMessage): boolean {
    const { contact, ref } = message;
    const confirm = message.confirm ? { confirm: 1 } : {};
    return this.send(
      message.type === 'txt'
        ? { opt: 1, contact, type: 'txt', msg: message.content, ref, ...confirm }
        : { opt: 1, contact, type: 'img', img: message.img, ref, ...confirm },
    );
  }

  /** The server refused a send: failed, unless it was a passing refusal (sent again shortly). */
  private refused(ref: unknown, msg: string): string | undefined {
    if (typeof ref !== 'string' || !this.outbox.get(ref)) return undefined;
    if (!PASSING.has(msg)) {
      this.outbox.fail(ref, msg);
      return ref;
    }
    setTimeout(() => {
      const message = this.outbox.get(ref);
      if (message?.status === 'pending') this.transmit(message);
    }, this.options.resendDelayMs);
    return ref;
  }

  private send(frame: Record<string, unknown>): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Asks for a ticket, then opens the socket with it; "not now" waits as a dropped connection does. */
  private connect(): void {
    const session = this.session;
    if (!session) return;
    const answer = this.options.ticket();
    if (!(answer instanceof Promise)) return this.ticketed(session, answer);
    this.asking = true;
    void answer.then((ticket) => {
      this.asking = false;
      if (this.session === session) this.ticketed(session, ticket);
    });
  }

  private ticketed(session: { id: number }, answer: TicketAnswer): void {
    // Refused: the session ended (api.ts has cleared it) or may not chat; nothing to reconnect for.
    if (answer === 'refused') return;
    if (answer === 'retry') return this.reconnectLater();
    const socket = this.options.open(this.options.url(answer.ticket));
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setState({ connected: true });
      // docs/product.md section 4: two init frames, one with hasInit "no" and one with 0.
      socket.send(JSON.stringify({ opt: 100, uid: session.id, origin: true, hasInit: 'no' }));
      socket.send(JSON.stringify({ opt: 100, uid: session.id, origin: true, hasInit: 0 }));
      // What was not acknowledged on the last connection (or typed offline) goes again, in order.
      for (const message of this.outbox.pending()) this.transmit(message);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.pageAsked = false;
      this.setState({ connected: false });
      // 4401 (session or ticket refused) reconnects too: the next ticket is refused if the session ended.
      if (!this.session) return;
      // 4403: suspended; no API call may follow on an idle screen, so the listeners end the session now.
      if (event.code === 4403) return this.emit({ type: 'suspended' });
      this.reconnectLater();
    };
  }

  private reconnectLater(): void {
    const delay = backoffDelay(
      this.attempt,
      this.options.backoff.initial,
      this.options.backoff.max,
      this.options.random,
    );
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  private receive(data: unknown): void {
    let frame: { status?: string; opt?: number; msg?: string; data?: unknown; ref?: unknown };
    try {
      frame = JSON.parse(String(data));
    } catch {
      return;
    }
    if (frame.status === 'error') {
      if (frame.opt === 4) this.pageAsked = false;
      const msg = frame.msg ?? 'error.internal';
      const ref = frame.opt === 1 ? this.refused(frame.ref, msg) : undefined;
      this.emit({ type: 'error', opt: typeof frame.opt === 'number' ? frame.opt : null, msg, ...(ref ? { ref } : {}) });
      return;
    }
    if (frame.status !== 'success') return;
    const body = (frame.data ?? {}) as Record<string, unknown>;
    switch (frame.opt) {
      case 0:
      case 4: {
        const page = contactPage(body, this.state.current);
        this.cursor = page.cursor;
        this.pageAsked = false;
        if (frame.opt === 0) this.setState({ contacts: page.contacts, total: page.total, more: !!page.cursor });
        else this.setState({ contacts: appendContacts(this.state.contacts, page.contacts), more: !!page.cursor });
        return;
      }
      case 1:
        void this.receiveMessage(body as unknown as ChatMessage);
        return;
      case 3:
        this.emit({
          type: 'history',
          contact: toNumber(body.contact),
          list: (body.list as ChatMessage[]) ?? [],
          more: Boolean(body.more),
        });
        return;
      case 6: {
        const contact = toNumber(body.contact);
        const removed = this.state.contacts.find((c) => c.uid === contact);
        this.setState({
          contacts: this.state.contacts.filter((c) => c.uid !== contact),
          total: Math.max(0, this.state.total - (removed?.count ?? 0)),
          current: this.state.current === contact ? null : this.state.current,
        });
        this.emit({ type: 'removed', contact });
        return;
      }
      case 7:
      case 8: {
        const msg = frame.msg ?? (frame.opt === 7 ? 'error.no_permission' : 'error.upgrade_required');
        const ref = this.refused(body.ref, msg);
        this.emit({
          type: frame.opt === 7 ? 'notAllowed' : 'upgrade',
          msg,
          contact: body.contact ? toNumber(body.contact) : null,
          ...(ref ? { ref } : {}),
        });
        return;
      }
      default:
    }
  }

  private async receiveMessage(message: ChatMessage): Promise<void> {
    const me = this.session?.id;
    if (!me) return;
    const incoming = toNumber(message.sender_id) !== me;
    const contact = incoming ? toNumber(message.sender_id) : toNumber(message.reciver_id);
    const viewing = this.state.current === contact;
    const preview = message.type === 'img' ? message.img : message.content;
    let existing = this.state.contacts.find((c) => c.uid === contact);
    if (!existing) {
      const member = (await this.options.loadMember?.(contact).catch(() => null)) ?? null;
      if (!this.session) return;
      existing =
        this.state.contacts.find((c) => c.uid === contact) ?? toContact({ ...(member ?? {}), uid: contact, count: 0 });
    }
    const unread = incoming && !viewing ? 1 : 0;
    const updated: ChatContact = {
      ...existing,
      content: preview,
      type: message.type,
      create_time: toNumber(message.create_time) || Math.floor(this.options.now() / 1000),
      count: existing.count + unread,
      show: 1,
    };
    // The contact with the newest message moves to the top.
    this.setState({
      contacts: [updated, ...this.state.contacts.filter((c) => c.uid !== contact)],
      total: this.state.total + unread,
    });
    if (incoming && !viewing) this.options.play('receive');
    this.emit({ type: 'message', contact, message, incoming, viewing });
    // The acknowledgement of an outbox message: shown as stored above, it leaves the outbox.
    if (!incoming && typeof message.ref === 'string') this.outbox.acknowledge(message.ref);
  }

  private setState(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private emit(event: ChatEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }
}
