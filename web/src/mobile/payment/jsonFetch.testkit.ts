/**
 * Test helper: the shared fetch stub speaks the form-encoded contract only; member/Pay/pay is sent as
 * JSON (spec section 7). This wraps the installed stub: a JSON request is recorded as it was sent
 * (types included) and handed on to the stub with the same fields form-encoded, so that the stub's
 * handlers and `callsTo` work unchanged.
 */
export interface JsonCall {
  path: string;
  body: Record<string, unknown>;
}

export function acceptJsonBodies(): { jsonCalls: JsonCall[]; restore: () => void } {
  const inner = globalThis.fetch;
  const jsonCalls: JsonCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (!headers.get('Content-Type')?.startsWith('application/json')) return inner(input, init);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    jsonCalls.push({ path: String(input), body });
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) form.append(key, String(value));
    return inner(input, { ...init, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  }) as typeof fetch;
  return {
    jsonCalls,
    restore: () => {
      globalThis.fetch = inner;
    },
  };
}
