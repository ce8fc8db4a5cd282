/**
 * The live connection (docs/architecture.md section 4, docs/product.md section 4): `/socket?token=` on the same origin.
 * On open it sends the two init frames, keeps the contact list and unread totals, plays the receive
 * and send sounds, and reconnects with exponential backoff while the member is signed in.
 */

export interface ChatContact {
  id: number;
  uid: number;
  username: string;
  avatar: string;
  vip: number;
  is_online: number;
  /** Unread messages from this contact. */
  count: number;
  /** Last message text (the image address for pictures). */
  content: string;
  type?: string;
  /** Seconds. */
  create_time: number;
  show?: number;
}

export interface ChatMessage {
  mid: number;
  type: 'txt' | 'img' | string;
  content: string;
  img: string;
  sender_id: number;
  reciver_id: number;
  ndate?: string;
  create_time: number;
  ref?: string;
}

export type ChatEvent =
  | { type: 'message'; contact: number; message: ChatMessage; incoming: boolean; viewing: boolean }
  | { type: 'history'; contact: number; list: ChatMessage[]; more: boolean }
  | { type: 'removed'; contact: number }
  | { type: 'notAllowed'; msg: string; contact: number | null }
  | { type: 'upgrade'; msg: string; contact: number | null }
  | { type: 'error'; opt: number | null; msg: string }
  /** The server closed with 4403: the account was suspended and its sessions revoked. */
  | { type: 'suspended' };

export interface ChatState {
  connected: boolean;
  contacts: ChatContact[];
  /** Total unread chat messages (the Message tab badge). */
  total: number;
  /** The contact whose chat is on screen, if any. */
  current: number | null;
}

/** The part of the browser WebSocket this client uses (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface ChatSocketOptions {
  /** Opens a socket; the browser WebSocket by default. */
  open?: (url: string) => SocketLike;
  /** Socket address for a token; `ws(s)://<current host>/socket?token=` by default. */
  url?: (token: string) => string;
  /** Loads a member who writes for the first time (userdetail). */
  loadMember?: (id: number) => Promise<Partial<ChatContact> | null>;
  /** Plays a sound; the generated chimes by default. */
  play?: (name: 'receive' | 'send') => void;
  /** First reconnect delay and the cap, in ms. */
  backoff?: { initial: number; max: number };
  /** A number in [0, 1) that spreads reconnects (Math.random by default). */
  random?: () => number;
  now?: () => number;
}

const OPEN = 1;

export function socketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/socket?token=${encodeURIComponent(token)}`;
}

/**
 * Delay before reconnect attempt `attempt` (0-based): initial * 2^attempt, capped, then jittered into
 * its upper half, so that members dropped together (a chat node draining) do not return together.
 */
export function backoffDelay(
  attempt: number,
  initial: number,
  max: number,
  random: () => number = Math.random,
): number {
  const capped = Math.min(max, initial * 2 ** attempt);
  return capped / 2 + (random() * capped) / 2;
}

const toNumber = (value: unknown): number => Number(value) || 0;

function toContact(raw: Partial<ChatContact> & { uid?: number | string; id?: number | string }): ChatContact {
  const uid = toNumber(raw.uid ?? raw.id);
  return {
    id: uid,
    uid,
    username: raw.username ?? '',
    avatar: raw.avatar ?? '',
    vip: toNumber(raw.vip),
    is_online: toNumber(raw.is_online),
    count: toNumber(raw.count),
    content: raw.content ?? '',
    type: raw.type,
    create_time: toNumber(raw.create_time),
    show: raw.show ?? 1,
  };
}

export class ChatSocket {
  private socket: SocketLike | null = null;
  private session: { id: number; token: string } | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private state: ChatState = { connected: false, contacts: [], total: 0, current: null };
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: ChatEvent) => void>();
  private readonly options: Required<Omit<ChatSocketOptions, 'loadMember'>> & Pick<ChatSocketOptions, 'loadMember'>;

  constructor(options: ChatSocketOptions = {}) {
    this.options = {
      open: options.open ?? ((url) => new WebSocket(url) as unknown as SocketLike),
      url: options.url ?? ((token) => socketUrl(token)),
      loadMember: options.loadMember,
      play: options.play ?? (() => undefined),
      backoff: options.backoff ?? { initial: 1000, max: 30000 },
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
    };
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
  start(session: { id: number; token: string }): void {
    if (this.session?.token === session.token && this.socket) return;
    this.stop();
    this.session = session;
    this.attempt = 0;
    this.connect();
  }

  /** Sign-out: closes the connection, forgets the contacts and does not reconnect. */
  stop(): void {
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
    this.setState({ connected: false, contacts: [], total: 0, current: null });
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

  sendText(contact: number, msg: string): boolean {
    return this.sendMessage({ opt: 1, contact, type: 'txt', msg });
  }

  sendImage(contact: number, img: string): boolean {
    return this.sendMessage({ opt: 1, contact, type: 'img', img });
  }

  /** Older history (opt 3) before the oldest message held. */
  loadHistory(contact: number, createTime: number, mid?: number): boolean {
    return this.send({ opt: 3, contact, create_time: createTime, mid });
  }

  deleteChat(contact: number): boolean {
    return this.send({ opt: 5, contact });
  }

  private sendMessage(frame: Record<string, unknown>): boolean {
    const sent = this.send(frame);
    if (sent) this.options.play('send');
    return sent;
  }

  private send(frame: Record<string, unknown>): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private connect(): void {
    const session = this.session;
    if (!session) return;
    const socket = this.options.open(this.options.url(session.token));
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setState({ connected: true });
      // docs/product.md section 4: two init frames, one with hasInit "no" and one with 0.
      socket.send(JSON.stringify({ opt: 100, uid: session.id, origin: true, hasInit: 'no' }));
      socket.send(JSON.stringify({ opt: 100, uid: session.id, origin: true, hasInit: 0 }));
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setState({ connected: false });
      // 4401: the token was refused; the next API call's -401 signs the member out.
      if (!this.session || event.code === 4401) return;
      // 4403: suspended; no API call may follow on an idle screen, so the listeners end the session now.
      if (event.code === 4403) return this.emit({ type: 'suspended' });
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
    };
  }

  private receive(data: unknown): void {
    let frame: { status?: string; opt?: number; msg?: string; data?: unknown };
    try {
      frame = JSON.parse(String(data));
    } catch {
      return;
    }
    if (frame.status === 'error') {
      this.emit({
        type: 'error',
        opt: typeof frame.opt === 'number' ? frame.opt : null,
        msg: frame.msg ?? 'error.internal',
      });
      return;
    }
    if (frame.status !== 'success') return;
    const body = (frame.data ?? {}) as Record<string, unknown>;
    switch (frame.opt) {
      case 0: {
        const list = Array.isArray(body.list) ? (body.list as ChatContact[]).map(toContact) : [];
        const current = this.state.current;
        const contacts = list.map((c) => (c.uid === current ? { ...c, count: 0 } : c));
        const total = contacts.reduce((sum, c) => sum + c.count, 0);
        this.setState({ contacts, total });
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
        this.emit({
          type: 'notAllowed',
          msg: frame.msg ?? 'error.no_permission',
          contact: body.contact ? toNumber(body.contact) : null,
        });
        return;
      case 8:
        this.emit({
          type: 'upgrade',
          msg: frame.msg ?? 'error.upgrade_required',
          contact: body.contact ? toNumber(body.contact) : null,
        });
        return;
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
  }

  private setState(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private emit(event: ChatEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }
}
