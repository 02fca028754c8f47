// The one test-support entry of the apps' jest tests (docs/decisions/066), never imported by a bundle: a separate
// entry, not a federated one, so the components' module carries none of it and it is no contract surface
// (tooling/contract-surface.cjs reads the federated entries only).
export { CaptchaWidgetDouble, captchaMounts, resetCaptchaMounts } from './captcha/captcha-test-double';
export { pinClock } from './test/clock';
export { fakeFetch, fakeResponse, type FakeAnswer, type FakeFetch, type FakeFetchOptions, type FakeRequest, type FakeRoute, type FakeRoutes } from './test/fake-fetch';
export { fakeShell, type FakeShell } from './test/fake-shell';
export {
  activateTestLocale,
  currentLocation,
  currentSearch,
  renderPage,
  renderWithProviders,
  testQueryClient,
  type RenderOptions,
  type RenderWithProviders,
  type TestStore,
} from './test/render';
