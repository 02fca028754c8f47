/*
 * A header check modelled on the scoring of the MDN HTTP Observatory (v2): each test adds a modifier to a score
 * of 100, bonuses count only when the penalties left 90 or more, and the grade follows the score (A+ at 100).
 * Two departures, both stricter: a missing Cross-Origin-Resource-Policy costs 5 (the Observatory only reports
 * it), and the HTTP-to-HTTPS redirection test is left to the proxy that terminates TLS (nothing here listens on
 * port 80). `/`, an API answer and a PDF must each reach A+.
 */

export interface ObservedAnswer {
  /** Header names in lower case, as Node gives them. */
  headers: Record<string, string | string[] | number | undefined>;
  /** Whether the page loads a script from another origin (SRI would then be due). */
  scriptsFromOtherOrigins?: boolean;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Each test's outcome and modifier, to say why a grade is what it is. */
  tests: Record<string, { result: string; modifier: number }>;
}

const header = (answer: ObservedAnswer, name: string): string | undefined => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function csp(answer: ObservedAnswer): [string, number] {
  const value = header(answer, 'content-security-policy');
  if (!value) return ['csp-not-implemented', -25];
  const directives = parseCsp(value);
  const effective = (name: string) => directives.get(name) ?? directives.get('default-src') ?? null;
  const script = effective('script-src');
  const style = effective('style-src');
  if (!directives.has('default-src') || script === null) return ['csp-implemented-with-unsafe-inline', -20];
  const insecure = (sources: string[] | null) => (sources ?? []).some((source) => source === '*' || /^(http:|ftp:)/.test(source));
  if (script.includes("'unsafe-inline'") || insecure(script) || script.includes('data:')) return ['csp-implemented-with-unsafe-inline', -20];
  if (script.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (insecure(effective('object-src')) || (effective('object-src') ?? []).length === 0) return ['csp-implemented-with-insecure-scheme', -20];
  if (insecure(effective('img-src')) || insecure(style)) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  if (style?.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  return directives.get('default-src')?.join(' ') === "'none'" ? ['csp-implemented-with-no-unsafe-default-src-none', 10] : ['csp-implemented-with-no-unsafe', 0];
}

function cookies(answer: ObservedAnswer): [string, number] {
  const raw = answer.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  if (list.length === 0) return ['cookies-not-found', 0];
  const attributes = list.map((cookie) => cookie.split(';').map((part) => part.trim().toLowerCase()));
  // Stricter than the Observatory, which asks Secure of session cookies only: every cookie must be Secure.
  if (attributes.some((parts) => !parts.includes('secure'))) return ['cookies-session-without-secure-flag', -40];
  // As the Observatory: a session cookie is one whose name holds "login" or "sess", and it must be HttpOnly. The
  // session hint (decision 074) is meant to be read by the page, and holds neither.
  const session = (parts: string[]) => /login|sess/.test(parts[0]?.split('=')[0] ?? '');
  if (attributes.some((parts) => session(parts) && !parts.includes('httponly'))) return ['cookies-session-without-httponly-flag', -30];
  const sameSite = attributes.every((parts) => parts.some((part) => /^samesite=(lax|strict)$/.test(part)));
  return sameSite ? ['cookies-secure-with-httponly-sessions-and-samesite', 5] : ['cookies-secure-with-httponly-sessions', 0];
}

function cors(answer: ObservedAnswer): [string, number] {
  return header(answer, 'access-control-allow-origin') === '*'
    ? ['cross-origin-resource-sharing-implemented-with-universal-access', -50]
    : ['cross-origin-resource-sharing-not-implemented', 0];
}

function referrer(answer: ObservedAnswer): [string, number] {
  const policy = header(answer, 'referrer-policy')?.split(',').pop()?.trim().toLowerCase();
  if (!policy) return ['referrer-policy-not-implemented', 0];
  return ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)
    ? ['referrer-policy-private', 5]
    : ['referrer-policy-unsafe', -5];
}

function hsts(answer: ObservedAnswer): [string, number] {
  const value = header(answer, 'strict-transport-security');
  if (!value) return ['hsts-not-implemented', -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? 0);
  return maxAge >= 15_768_000 ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function sri(answer: ObservedAnswer): [string, number] {
  return answer.scriptsFromOtherOrigins
    ? ['sri-not-implemented-and-external-scripts-loaded-securely', -5]
    : ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
}

function contentTypeOptions(answer: ObservedAnswer): [string, number] {
  return header(answer, 'x-content-type-options')?.toLowerCase() === 'nosniff'
    ? ['x-content-type-options-nosniff', 0]
    : ['x-content-type-options-not-implemented', -5];
}

function frameOptions(answer: ObservedAnswer): [string, number] {
  const ancestors = parseCsp(header(answer, 'content-security-policy') ?? '').get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5];
  const xfo = header(answer, 'x-frame-options')?.toUpperCase();
  return xfo === 'DENY' || xfo === 'SAMEORIGIN' ? ['x-frame-options-sameorigin-or-deny', 0] : ['x-frame-options-not-implemented', -20];
}

function resourcePolicy(answer: ObservedAnswer): [string, number] {
  const value = header(answer, 'cross-origin-resource-policy')?.toLowerCase();
  if (value === 'same-origin' || value === 'same-site') return [`corp-implemented-with-${value}`, 0];
  return value === 'cross-origin' ? ['corp-implemented-with-cross-origin', 0] : ['corp-not-implemented', -5];
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'],
];

export function observatoryGrade(answer: ObservedAnswer): ObservatoryResult {
  const tests: ObservatoryResult['tests'] = {};
  const checks = { csp, cookies, cors, referrer, hsts, sri, contentTypeOptions, frameOptions, resourcePolicy };
  for (const [name, check] of Object.entries(checks)) {
    const [result, modifier] = check(answer);
    tests[name] = { result, modifier };
  }
  const modifiers = Object.values(tests).map((test) => test.modifier);
  const penalised = 100 + modifiers.filter((value) => value < 0).reduce((sum, value) => sum + value, 0);
  const bonus = penalised >= 90 ? modifiers.filter((value) => value > 0).reduce((sum, value) => sum + value, 0) : 0;
  const score = Math.max(0, penalised + bonus);
  const grade = GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F';
  return { score, grade, tests };
}
