import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { HTML_VALIDATE_CONFIG, IBM_POLICY, IBM_RULES_OFF } from './markup-rules';

/*
 * The two markup checks beside axe (docs/decisions/054), run by the `axe` fixture's expectNoViolations so every
 * page and state axe scans is also read by a second engine, and every page's server HTML is validated.
 */

const requireHere = createRequire(__filename);

let aceSource: string | undefined;
/** IBM's engine as one plain script (no browser download, no runner): read once per worker. */
function ace(): string {
  aceSource ??= readFileSync(requireHere.resolve('accessibility-checker-engine/ace.js'), 'utf8');
  return aceSource;
}

const htmlValidate = new HtmlValidate(HTML_VALIDATE_CONFIG);

export interface MarkupFinding {
  rule: string;
  message: string;
  where: string;
}

/** One line per finding. */
export function describeFindings(findings: readonly MarkupFinding[]): string {
  return findings.map((finding) => `- [${finding.rule}] ${finding.message}\n    at: ${finding.where}`).join('\n');
}

/** IBM Equal Access on the page as it is now: its violations (VIOLATION + FAIL), less the rules turned off. */
export async function ibmViolations(page: Page): Promise<MarkupFinding[]> {
  // Evaluated like axe's own source (not a script tag): the site's CSP allows no injected script, and a check must
  // not need the page to be weakened.
  const loaded = await page.evaluate(() => typeof (window as unknown as { ace?: unknown }).ace !== 'undefined');
  if (!loaded) await page.evaluate(`${ace()}\n;window.ace = ace; undefined`);
  const found = await page.evaluate(async (policy) => {
    interface Issue {
      ruleId: string;
      value: [string, string];
      message: string;
      path: Record<string, string>;
      snippet: string;
    }
    const engine = (window as unknown as { ace: { Checker: new () => { check(node: Document, ids: string[]): Promise<{ results: Issue[] }> } } }).ace;
    const report = await new engine.Checker().check(document, [policy]);
    // With a modal dialog open, the page behind it is aria-hidden (the WAI-ARIA modal pattern): no assistive
    // technology meets it, and it was scanned in its own state before the dialog opened. IBM reads hidden labels
    // as empty and hidden links as reachable, so its findings there are about a page nobody can reach; the
    // dialog itself, and any aria-hidden part of a page without a modal, are still checked (decision 054).
    // Dialogs stack (the account-unavailable alert opens over the login dialog): the one in use is the one
    // holding focus, else the last opened.
    const modals = [...document.querySelectorAll('[aria-modal="true"]')];
    const modal = modals.find((candidate) => candidate.contains(document.activeElement)) ?? modals.at(-1) ?? null;
    const behindModal = (issue: Issue): boolean => {
      if (!modal) return false;
      const path = issue.path['dom'];
      const node = path ? document.evaluate(path, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue : null;
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      return element !== null && !modal.contains(element) && element.closest('[aria-hidden="true"]') !== null;
    };
    return report.results
      .filter((issue) => issue.value[0] === 'VIOLATION' && issue.value[1] === 'FAIL' && !behindModal(issue))
      .map((issue) => ({ rule: issue.ruleId, message: issue.message, where: `${issue.path['dom'] ?? ''} ${issue.snippet}` }));
  }, IBM_POLICY);
  return found.filter((finding) => !(finding.rule in IBM_RULES_OFF));
}

/**
 * html-validate on the HTML the server sends for `url` (before React runs): fetched again through the page's own
 * request context, so a signed-in page is read with the session's cookie.
 */
export async function serverHtmlFindings(request: APIRequestContext, url: string): Promise<MarkupFinding[]> {
  const response = await request.get(url, { headers: { accept: 'text/html' }, failOnStatusCode: false });
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return [];
  const report = await htmlValidate.validateString(await response.text());
  return report.results.flatMap((result) =>
    result.messages.map((message) => ({
      rule: message.ruleId,
      message: message.message,
      where: `${message.line}:${message.column} ${message.selector ?? ''}`,
    })),
  );
}
