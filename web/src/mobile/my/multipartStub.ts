/**
 * Test helper: lets the fetch stub (src/testing/fetchStub.ts) answer multipart uploads. A FormData
 * body is re-encoded as a form with each file written as `file:<name>:<type>:<size>`, so that tests
 * read `fields.file` / `fields.img` from the recorded call like any other field. A multipart call that
 * sets its own Content-Type is refused, as a browser would then send no boundary.
 */
export function acceptMultipart(): void {
  const stubbed = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return stubbed(input, init);
    if (new Headers(init.headers).has('Content-Type')) throw new Error('a multipart body must leave Content-Type to the browser');
    const fields = new URLSearchParams();
    for (const [key, value] of init.body.entries()) {
      fields.append(key, typeof value === 'string' ? value : `file:${value.name}:${value.type}:${value.size}`);
    }
    return stubbed(input, { ...init, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: fields.toString() });
  }) as typeof fetch;
}
