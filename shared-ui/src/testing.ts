// shared-ui's test doubles, for the apps' jest tests (never imported by a bundle): a separate entry, so the
// components' module carries none of them.
export { CaptchaWidgetDouble, captchaMounts, resetCaptchaMounts } from './captcha/captcha-test-double';
