// The baseline of the chat benchmark: uWebSockets.js + Redis pub/sub relay, no auth, no persistence.
// A socket at /socket?uid=<id> receives channel chat:u:<id>; a frame {opt:1, contact, msg, ref} is
// published to the contact's channel and acknowledged to the sender.
const uWS = require('uWebSockets.js');
const { Redis } = require('ioredis');
require('./profile')('bare');

const port = Number(process.env.PORT || 0);
const prefix = process.env.PREFIX || 'bare:';
const pub = new Redis(process.env.REDIS_URL, { enableAutoPipelining: true });
const sub = new Redis(process.env.REDIS_URL);
const sockets = new Map();
sub.on('message', (channel, message) => {
  const set = sockets.get(Number(channel.slice(prefix.length)));
  if (set) for (const ws of set) ws.send(message);
});
const app = uWS.App().ws('/socket', {
  maxPayloadLength: 64 * 1024,
  upgrade: (res, req, context) => {
    res.upgrade({ uid: Number(req.getQuery('uid')) }, req.getHeader('sec-websocket-key'), req.getHeader('sec-websocket-protocol'), req.getHeader('sec-websocket-extensions'), context);
  },
  open: (ws) => {
    const { uid } = ws.getUserData();
    let set = sockets.get(uid);
    if (!set) {
      set = new Set();
      sockets.set(uid, set);
      sub.subscribe(prefix + uid);
    }
    set.add(ws);
  },
  message: (ws, data) => {
    const frame = JSON.parse(Buffer.from(data).toString());
    const { uid } = ws.getUserData();
    const out = JSON.stringify({ status: 'success', opt: 1, data: { sender_id: uid, reciver_id: frame.contact, type: 'txt', content: frame.msg } });
    pub.publish(prefix + frame.contact, out);
    ws.send(JSON.stringify({ status: 'success', opt: 1, data: { ref: frame.ref } }));
  },
  close: (ws) => {
    const { uid } = ws.getUserData();
    const set = sockets.get(uid);
    set?.delete(ws);
    if (set && set.size === 0) {
      sockets.delete(uid);
      sub.unsubscribe(prefix + uid);
    }
  },
});
process.on('SIGWINCH', () => {
  global.gc?.();
  const m = process.memoryUsage();
  process.stdout.write(`MEM ${m.rss} ${m.heapUsed} ${m.heapTotal} ${m.external} ${m.arrayBuffers}\n`);
});
app.listen('127.0.0.1', port, (listen) => {
  process.stdout.write(`READY ${uWS.us_socket_local_port(listen)}\n`);
});
