import { createHash } from 'node:crypto';
import { readRevokedSessions, sessionRevokedChannel, type Redis } from '@kindred/kit';

/**
 * The sockets of this node by the hash of the session token they opened with, so that a revoked
 * session (logout, password change, suspension: announced by the user service on one Redis channel)
 * closes its sockets on every node at once rather than at the next rights refresh.
 */
export class SocketsBySession<S> {
  private readonly sockets = new Map<string, Set<S>>();
  /**
   * Sessions revoked lately, by when that stops mattering: a socket's token is checked before the
   * socket is indexed here, so an announcement that lands in between must still refuse it.
   */
  private readonly recentlyRevoked = new Map<string, number>();

  constructor(private readonly rememberMs = 60_000) {}

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /** Indexes the socket; false (and not indexed) when its session was revoked while it authenticated. */
  add(tokenHash: string, socket: S, now = Date.now()): boolean {
    this.forget(now);
    if (this.recentlyRevoked.has(tokenHash)) return false;
    let set = this.sockets.get(tokenHash);
    if (!set) this.sockets.set(tokenHash, (set = new Set()));
    set.add(socket);
    return true;
  }

  private forget(now: number): void {
    for (const [hash, until] of this.recentlyRevoked) {
      if (until > now) break;
      this.recentlyRevoked.delete(hash);
    }
  }

  remove(tokenHash: string, socket: S): void {
    const set = this.sockets.get(tokenHash);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(tokenHash);
  }

  /** Takes the sockets of these sessions out of the index and answers them. */
  revoke(tokenHashes: string[], now = Date.now()): S[] {
    const revoked: S[] = [];
    this.forget(now);
    for (const hash of tokenHashes) {
      this.recentlyRevoked.delete(hash);
      this.recentlyRevoked.set(hash, now + this.rememberMs);
      const set = this.sockets.get(hash);
      if (!set) continue;
      this.sockets.delete(hash);
      revoked.push(...set);
    }
    return revoked;
  }
}

/** Subscribes `subscriber` to the revocation channel; `onRevoked` gets each announcement's hashes. */
export async function watchRevokedSessions(
  subscriber: Redis,
  keyPrefix: string,
  onRevoked: (tokenHashes: string[]) => void,
): Promise<void> {
  const channel = sessionRevokedChannel(keyPrefix);
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) onRevoked(readRevokedSessions(payload));
  });
  await subscriber.subscribe(channel);
}
