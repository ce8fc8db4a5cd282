// The OTLP/HTTP receiver the chat bench runs when it traces (BENCH_TRACE_SAMPLE). It keeps each export's
// body and decodes nothing while the bench measures; `spansByName()` decodes them afterwards, so the
// bench can print what the processes exported (how many spans of each name) at no cost to the run.
const http = require('node:http');
const protobuf = require('protobufjs');

// The part of opentelemetry-proto's ExportTraceServiceRequest that names spans (field numbers as in
// opentelemetry/proto/trace/v1/trace.proto).
const exportRequest = protobuf.Root.fromJSON({
  nested: {
    ExportTraceServiceRequest: { fields: { resourceSpans: { rule: 'repeated', type: 'ResourceSpans', id: 1 } } },
    ResourceSpans: { fields: { scopeSpans: { rule: 'repeated', type: 'ScopeSpans', id: 2 } } },
    ScopeSpans: { fields: { spans: { rule: 'repeated', type: 'Span', id: 2 } } },
    Span: { fields: { name: { type: 'string', id: 5 } } },
  },
}).lookupType('ExportTraceServiceRequest');

async function startBenchTraceSink() {
  const bodies = [];
  const sink = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks));
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sink.unref();
  return {
    endpoint: `http://127.0.0.1:${sink.address().port}`,
    exports: () => bodies.length,
    /** Spans received so far by name, most first (decoded now, after the measured window). */
    spansByName() {
      const counts = new Map();
      for (const body of bodies) {
        for (const resourceSpans of exportRequest.decode(body).resourceSpans)
          for (const scope of resourceSpans.scopeSpans)
            for (const span of scope.spans) counts.set(span.name, (counts.get(span.name) ?? 0) + 1);
      }
      return [...counts].sort((x, y) => y[1] - x[1]);
    },
  };
}

module.exports = { startBenchTraceSink };
