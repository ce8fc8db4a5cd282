// One chat node process for the benchmark (built dist/). Run with --expose-gc so that the idle-socket
// figure measures what the sockets keep, not garbage left by their authentication: the idle part sets
// BENCH_GC_EVERY_SECOND. The throughput part does not: a forced full GC stops the node for 0.1-0.7 s
// on this machine, and its length grows with the heap (tracing's SDK), so it would measure the GC.
// Tracing first (a no-op unless the bench sets OTEL_EXPORTER_OTLP_ENDPOINT: BENCH_TRACE_SAMPLE).
require('@kindred/kit/tracing').startTracing('chat', { instrument: false });
const { readChatConfig, startChatNode } = require('@kindred/chat');
const { createLogger } = require('@kindred/kit');
require('./profile')('chat');

startChatNode(readChatConfig({ ...process.env, CHAT_HOST: '127.0.0.1' }), { logger: createLogger('chat', 'warn'), port: 0 }).then(
  (node) => {
    if (global.gc && process.env.BENCH_GC_EVERY_SECOND) setInterval(global.gc, 1000).unref();
    // The idle-socket measurement asks for the heap figures next to RSS.
    process.on('SIGWINCH', () => {
      global.gc?.();
      const m = process.memoryUsage();
      process.stdout.write(`MEM ${m.rss} ${m.heapUsed} ${m.heapTotal} ${m.external} ${m.arrayBuffers}\n`);
    });
    process.stdout.write(`READY ${node.port}\n`);
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
