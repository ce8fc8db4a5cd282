import WebSocket from 'ws';
import type { Stack } from './stack';

export type Frame = { status: string; opt: number | null; data: any; msg?: string; ref?: string };

/** A member's socket through the edge that keeps every frame and tells when and how it closed. */
export async function openMemberSocket(stack: Stack, token: string) {
  const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/socket?token=${token}`);
  const frames: Frame[] = [];
  let closed: { code: number; at: number } | null = null;
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
  ws.on('close', (code) => (closed = { code, at: Date.now() }));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    send: (frame: unknown) => ws.send(JSON.stringify(frame)),
    closed: (): { code: number; at: number } | null => closed,
    async next(match: (f: Frame) => boolean, ms = 5000): Promise<Frame> {
      const until = Date.now() + ms;
      for (;;) {
        const index = frames.findIndex(match);
        if (index >= 0) return frames.splice(index, 1)[0]!;
        if (Date.now() > until) throw new Error(`no matching frame; have ${JSON.stringify(frames).slice(0, 400)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
