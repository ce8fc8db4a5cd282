import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

/** The protocol OTEL_EXPORTER_OTLP_TRACES_PROTOCOL (or OTEL_EXPORTER_OTLP_PROTOCOL) names, as the SDK reads it. */
export function otlpProtocolFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL?.trim() || env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim() || 'http/protobuf';
}

/**
 * The one OTLP trace exporter the standard OTEL_EXPORTER_OTLP_* variables configure: only the chosen
 * protocol's package is loaded (the grpc one alone pulls in a second copy of the OTLP gRPC plumbing).
 */
export function otlpExporterFromEnv(): SpanExporter {
  /* eslint-disable @typescript-eslint/no-require-imports -- only the protocol's exporter is loaded */
  switch (otlpProtocolFromEnv()) {
    case 'grpc':
      return new (
        require('@opentelemetry/exporter-trace-otlp-grpc') as typeof import('@opentelemetry/exporter-trace-otlp-grpc')
      ).OTLPTraceExporter();
    case 'http/json':
      return new (
        require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http')
      ).OTLPTraceExporter();
    default:
      return new (
        require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto')
      ).OTLPTraceExporter();
  }
  /* eslint-enable @typescript-eslint/no-require-imports */
}
