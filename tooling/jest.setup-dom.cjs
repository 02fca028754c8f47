require('@testing-library/jest-dom');
// These tests run beside builds and browsers on a shared 2-core machine: a `findBy…` that waits for a lazy chunk
// or a state machine may need more than Testing Library's default second. What they assert is unchanged.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// Chakra reads matchMedia and structuredClone, which jsdom lacks. A test of the server's side says
// `@jest-environment node`: no window there, as on the server.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = (value) => JSON.parse(JSON.stringify(value));
}
