import { WebSocket } from 'k6/websockets';
import { CHAT_URLS } from './env.ts';
import { call } from './member.ts';

export interface Frame {
  status: 'success' | 'error';
  opt: number;
  msg?: string;
  data?: any;
}

/**
 * Opens the live connection of a member on chat node `node` (an index into CHAT_URLS) the way the
 * app does: a single-use ticket from the edge, never the session token, in the URL.
 */
export function openSocket(token: string, node = 0): WebSocket {
  const ticket = call<{ ticket: string }>('/member/socket/ticket', {}, 'socket ticket', token);
  const origin = CHAT_URLS[node % CHAT_URLS.length].replace(/^http/, 'ws');
  return new WebSocket(`${origin}/socket?ticket=${encodeURIComponent(ticket?.data?.ticket ?? '')}`, null, {
    tags: { name: 'socket', node: String(node % CHAT_URLS.length) },
  });
}

/** A frame the server sent, or null when it is not JSON. */
export function frameOf(data: unknown): Frame | null {
  try {
    return JSON.parse(String(data)) as Frame;
  } catch {
    return null;
  }
}
