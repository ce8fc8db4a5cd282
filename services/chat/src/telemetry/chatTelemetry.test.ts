import { createChatTelemetry } from './chatTelemetry';

const value = async (telemetry: ReturnType<typeof createChatTelemetry>, line: RegExp) => {
  const match = line.exec(await telemetry.text());
  return match ? Number(match[1]) : undefined;
};

describe('chat telemetry (tracing off)', () => {
  it('counts frames out by the opt and status in their head, and unknown opts as other', async () => {
    const telemetry = createChatTelemetry(() => ({ members: 3, sockets: 5 }));
    telemetry.frameOut('{"status":"success","opt":1,"data":{"content":"hi"}}');
    telemetry.frameOut('{"status":"success","opt":100,"data":{}}');
    telemetry.frameOut('{"status":"error","opt":null,"msg":"error.rate_limited"}');
    telemetry.frameOut('{"status":"success","opt":42,"data":{}}');
    expect(
      await value(telemetry, /^kindred_chat_frames_out_total\{opt="1",status="success",service="chat"\} (\d+)$/m),
    ).toBe(1);
    expect(
      await value(telemetry, /^kindred_chat_frames_out_total\{opt="100",status="success",service="chat"\} (\d+)$/m),
    ).toBe(1);
    expect(
      await value(telemetry, /^kindred_chat_frames_out_total\{opt="none",status="error",service="chat"\} (\d+)$/m),
    ).toBe(1);
    expect(
      await value(telemetry, /^kindred_chat_frames_out_total\{opt="other",status="success",service="chat"\} (\d+)$/m),
    ).toBe(1);
    expect(await value(telemetry, /^kindred_chat_sockets\{service="chat"\} (\d+)$/m)).toBe(5);
    expect(await value(telemetry, /^kindred_chat_members\{service="chat"\} (\d+)$/m)).toBe(3);
  });

  it('puts the stored-at time before a stored delivery and reads it back as the fan-out lag', async () => {
    const telemetry = createChatTelemetry(() => ({ members: 0, sockets: 0 }));
    const mark = telemetry.startSend(7, 2);
    const head = telemetry.answered(mark, 'stored');
    expect(head).toMatch(/^\d{13}\|$/);
    expect(telemetry.answered(telemetry.startSend(7, 2), 'upgrade')).toBe('');
    const frame = '{"status":"success","opt":1,"data":{}}';
    const payload = `|${String(Date.now() - 40)}|${frame}`;
    expect(telemetry.received(payload, 1, 1)).toBe(frame);
    // A payload without a head (opt 6, or a node of the previous release) is relayed as it is.
    expect(telemetry.received(`abcd|${frame}`, 5, 1)).toBe(frame);
    // A traced head: the traceparent is skipped when this node does not trace.
    const traced = `|${Date.now()},00-${'a'.repeat(32)}-${'b'.repeat(16)}-01|${frame}`;
    expect(telemetry.received(traced, 1, 1)).toBe(frame);
    const text = await telemetry.text();
    expect(text).toMatch(/^kindred_chat_fanout_lag_seconds_count\{service="chat"\} 2$/m);
    expect(text).toMatch(/^kindred_chat_relayed_total\{service="chat"\} 3$/m);
    expect(text).toMatch(/^kindred_chat_sends_total\{outcome="stored",service="chat"\} 1$/m);
    expect(text).toMatch(/^kindred_chat_sends_total\{outcome="upgrade",service="chat"\} 1$/m);
    expect(text).toMatch(/^kindred_chat_store_seconds_count\{service="chat"\} 2$/m);
  });
});
