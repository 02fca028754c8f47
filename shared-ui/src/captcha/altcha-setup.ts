/*
 * The ALTCHA widget (spec 2.11 captcha) under the server's CSP. The default bundle solves in Web Workers
 * made from blob: URLs, which `script-src 'self'` (worker-src falls back to it) refuses; so the PBKDF2
 * algorithms the server uses are re-registered with the package's prebuilt worker file, which webpack emits
 * as a chunk next to the compiling app's others (same origin: allowed by 'self'). Styles are injected by the
 * widget as <style> elements, which style-src 'unsafe-inline' allows. The blob: worker factories are never called.
 * CaptchaWidget imports this module lazily: shared-ui is one shared module that every page loads, and only the
 * forms with a captcha (recovery, account lookup, enrolment) need the widget.
 */
import 'altcha';
import 'altcha/i18n/es-419';
import 'altcha/i18n/pt-br';

type AltchaGlobal = { algorithms: Map<string, () => Worker> };

// webpack recognises `new Worker(new URL(…, import.meta.url))` and emits the worker as a chunk of the app.
const createPbkdf2Worker = () => new Worker(new URL('altcha/workers/pbkdf2', import.meta.url), { name: 'altcha-pbkdf2' });

const altcha = (globalThis as unknown as { $altcha?: AltchaGlobal }).$altcha;
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) altcha?.algorithms.set(algorithm, createPbkdf2Worker);
