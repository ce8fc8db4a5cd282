// Closed-loop socket load: `connections` sockets each send a frame, wait for the answer with the same
// opt, and send again, for `seconds`. Answers p50/p99 (ms), answers a second (real answers only) and the
// answer's size, and the error answers by their msg.
import WebSocket from 'ws';

function open(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** How long a socket whose frame was refused waits before sending again. */
const ERROR_PAUSE_MS = 100;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

export async function socketLoop(url, makeFrame, connections, seconds) {
  const sockets = [];
  for (let i = 0; i < connections; i += 10) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(10, connections - i) }, () => open(url)))));
  }
  const latencies = [];
  let bytes = 0;
  /** Error answers by their msg (error.rate_limited, ...): a row with any measured something else. */
  const errors = new Map();
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
          // A socket whose frame is never answered stops waiting when the window closes.
          setTimeout(resolve, Math.max(0, until - Date.now()) + 1000).unref();
          ws.on('message', (raw) => {
            const text = raw.toString();
            const answer = JSON.parse(text);
            if (answer.status === 'error') {
              errors.set(answer.msg, (errors.get(answer.msg) ?? 0) + 1);
              // Not at once: a refused frame answers in microseconds, and resending it straight away spun
              // tens of thousands of refusals whose CPU was then charged to the real answers.
              setTimeout(send, ERROR_PAUSE_MS);
              return;
            }
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
    errors: [...errors].map(([msg, n]) => `${n} ${msg}`).join(', '),
  };
}

/** One socket's first contacts page (opt 100 -> opt 0): where the next page starts (`next`), or null. */
export async function firstContactsPage(url, uid) {
  const ws = await open(url);
  try {
    return await new Promise((resolve, reject) => {
      ws.on('message', (raw) => {
        const answer = JSON.parse(raw.toString());
        if (answer.opt === 0) resolve(answer.data);
        else if (answer.status === 'error') reject(new Error(answer.msg));
      });
      ws.send(JSON.stringify({ opt: 100, uid }));
    });
  } finally {
    ws.close();
  }
}
