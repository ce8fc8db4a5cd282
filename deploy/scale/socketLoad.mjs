// Closed-loop socket load: `connections` sockets each send a frame, wait for the answer with the same
// opt, and send again, for `seconds`. Answers p50/p99 (ms), answers a second and the answer's size.
import WebSocket from 'ws';

function open(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

export async function socketLoop(url, makeFrame, connections, seconds) {
  const sockets = [];
  for (let i = 0; i < connections; i += 10) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(10, connections - i) }, () => open(url)))));
  }
  const latencies = [];
  let bytes = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise((resolve) => {
          const frame = makeFrame();
          let sentAt = 0;
          const send = () => {
            if (Date.now() >= until) return resolve();
            sentAt = performance.now();
            ws.send(JSON.stringify(frame));
          };
          ws.on('message', (raw) => {
            const text = raw.toString();
            const answer = JSON.parse(text);
            if (answer.opt !== frame.opt && !(frame.opt === 100 && answer.opt === 0)) return;
            latencies.push(performance.now() - sentAt);
            bytes = text.length;
            send();
          });
          ws.on('close', resolve);
          send();
        }),
    ),
  );
  for (const ws of sockets) ws.close();
  latencies.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    rps: latencies.length / seconds,
    bytes,
  };
}
