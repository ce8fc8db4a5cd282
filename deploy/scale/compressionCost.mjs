// What compressing one JSON answer would cost and save: CPU microseconds per answer and bytes on the
// wire for gzip at zlib's default level and brotli at quality 4 (koa-compress's defaults), measured
// on the answer itself. bench.mjs prints it beside each call when BENCH_COMPRESSION=1;
// docs/web-on-the-wire.md keeps the figures and the decision.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

function microsPerRun(compress, runs) {
  compress();
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) compress();
  return Number(process.hrtime.bigint() - started) / 1000 / runs;
}

export function compressionCost(body, runs = 300) {
  const source = Buffer.from(body);
  const gzip = () => gzipSync(source);
  const br = () => brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  const gzipUs = microsPerRun(gzip, runs);
  const brUs = microsPerRun(br, runs);
  return (
    `json ${source.length} B -> gzip ${gzip().length} B in ${gzipUs.toFixed(0)} µs, ` +
    `br(4) ${br().length} B in ${brUs.toFixed(0)} µs`
  );
}
