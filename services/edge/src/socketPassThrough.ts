import net from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Duplex } from 'node:stream';
import type { Logger } from '@kindred/kit';

/**
 * On a single machine the browser reaches the chat node through the edge (one origin, as behind
 * the Ingress): WebSocket upgrades on /socket are passed byte for byte to the chat node.
 */
export function passSocketUpgrades(server: Server | Http2SecureServer, chatAddr: string, logger: Logger): void {
  const [host, port] = chatAddr.split(':') as [string, string];
  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    if (!req.url?.startsWith('/socket')) {
      client.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    const upstream = net.connect(Number(port), host, () => {
      const headers = Object.entries(req.headers)
        .flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => `${name}: ${v}`) : [`${name}: ${value}`]))
        .join('\r\n');
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    const close = (err?: Error) => {
      if (err) logger.debug({ err: err.message }, 'socket pass-through closed');
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', (err) => {
      if (!client.writableEnded) client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
      close(err);
    });
    client.on('error', close);
    // Either side gone ends both: a half-open pair would keep the edge from stopping.
    upstream.on('close', () => close());
    client.on('close', () => close());
  });
}
