import { createHash } from 'node:crypto';
import { readRevokedSessions, sessionRevokedChannel, type Redis } from '@kindred/kit';

/**
 * The sockets of this node by the hash of the session token they opened with, so that a revoked
 * session (logout, password change, suspension: announced by the user service on one Redis channel)
 * closes its sockets on every node at once rather than at the next rights refresh.
 */
export class SocketsBySession<S> {
  private readonly sockets = new Map<string, Set<S>>();

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  add(tokenHash: string, socket: S): void {
    let set = this.sockets.get(tokenHash);
    if (!set) this.sockets.set(tokenHash, (set = new Set()));
    set.add(socket);
  }

  remove(tokenHash: string, socket: S): void {
    const set = this.sockets.get(tokenHash);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(tokenHash);
  }

  /** Takes the sockets of these sessions out of the index and answers them. */
  revoke(tokenHashes: string[]): S[] {
    const revoked: S[] = [];
    for (const hash of tokenHashes) {
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
