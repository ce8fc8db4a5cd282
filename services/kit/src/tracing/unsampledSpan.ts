import {
  TraceFlags,
  type Attributes,
  type AttributeValue,
  type Exception,
  type Link,
  type Span,
  type SpanContext,
  type SpanStatus,
  type TimeInput,
} from '@opentelemetry/api';
import * as tracing from '@opentelemetry/sdk-trace-base';

const randomIds = new tracing.RandomIdGenerator();

/**
 * The span of a request the sampler dropped: records nothing, as the API's own non-recording span,
 * but makes its ids only when something reads them (a log line, a `traceparent` for the next
 * process). Most unsampled requests at the edge (answers it keeps) do neither, and pay for no id.
 * `traceId`/`traceState`: those of the remote parent it continues, if any.
 */
export class UnsampledSpan implements Span {
  private ids: SpanContext | undefined;

  constructor(
    private readonly traceId?: string,
    private readonly traceState?: SpanContext['traceState'],
  ) {}

  spanContext(): SpanContext {
    this.ids ??= {
      traceId: this.traceId ?? randomIds.generateTraceId(),
      spanId: randomIds.generateSpanId(),
      traceFlags: TraceFlags.NONE,
      traceState: this.traceState,
    };
    return this.ids;
  }

  setAttribute(_key: string, _value: AttributeValue): this {
    return this;
  }

  setAttributes(_attributes: Attributes): this {
    return this;
  }

  addEvent(_name: string, _attributes?: Attributes | TimeInput, _time?: TimeInput): this {
    return this;
  }

  addLink(_link: Link): this {
    return this;
  }

  addLinks(_links: Link[]): this {
    return this;
  }

  setStatus(_status: SpanStatus): this {
    return this;
  }

  updateName(_name: string): this {
    return this;
  }

  end(_endTime?: TimeInput): void {}

  isRecording(): boolean {
    return false;
  }

  recordException(_exception: Exception, _time?: TimeInput): void {}
}
