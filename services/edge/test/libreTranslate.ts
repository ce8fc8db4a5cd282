import http from 'node:http';

/** A stand-in for the translation provider speaking LibreTranslate's API (POST /translate). */
export function startLibreTranslate() {
  const calls: Array<Record<string, unknown>> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/translate') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not Found"}');
        return;
      }
      const request = JSON.parse(body) as { q: string; source: string; target: string; format: string };
      calls.push(request);
      if (!['en', 'zh', 'zt'].includes(request.target)) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: `${request.target} is not supported` }));
        return;
      }
      const words: Record<string, Record<string, string>> = {
        zh: { hello: '你好' },
        zt: { hello: '妳好' },
        en: { 你好: 'hello' },
      };
      const translatedText = words[request.target]![request.q] ?? request.q.toUpperCase();
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ translatedText, detectedLanguage: { confidence: 90, language: 'en' } }));
    });
  });
  return new Promise<{ url: string; calls: typeof calls; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}
