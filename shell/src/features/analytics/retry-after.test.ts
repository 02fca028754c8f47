import { exposeRetryAfterToMixpanel } from '@/features/analytics/retry-after';

class FakeXhr {
  constructor(private readonly headers: Record<string, string>) {}
  getResponseHeader(name: string): string | null {
    return this.headers[name.toLowerCase()] ?? null;
  }
}

describe('Retry-After for the analytics batcher (spec 8.6)', () => {
  it("exposes an answer's Retry-After where mixpanel-browser reads it, and nothing else", () => {
    exposeRetryAfterToMixpanel(FakeXhr.prototype as unknown as XMLHttpRequest);
    const limited = new FakeXhr({ 'retry-after': '3', 'set-cookie': 'secret' }) as unknown as { responseHeaders: Record<string, string> };
    const plain = new FakeXhr({}) as unknown as { responseHeaders: Record<string, string> };
    expect(limited.responseHeaders).toEqual({ 'Retry-After': '3' });
    expect(plain.responseHeaders).toEqual({});
  });

  it('leaves a browser that has the property alone', () => {
    class WithHeaders {
      get responseHeaders() {
        return { 'Retry-After': 'native' };
      }
    }
    exposeRetryAfterToMixpanel(WithHeaders.prototype as unknown as XMLHttpRequest);
    expect(new WithHeaders().responseHeaders).toEqual({ 'Retry-After': 'native' });
  });
});
