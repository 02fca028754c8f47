import type { ConfigData } from 'html-validate';

/*
 * The one configuration of the two markup checks that run beside axe (docs/decisions/054): the HTML conformance
 * check of the server-rendered HTML (html-validate, its standard preset) and IBM's Equal Access engine (a second
 * accessibility engine of another lineage than axe). A rule the team disagrees with is turned off HERE, with why,
 * never per page.
 */

/** html-validate: the standard preset, as the server sends the page (before React). */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:standard'],
  rules: {},
};

/** IBM Equal Access: the policy run (WCAG 2.2 A and AA, the site's bar: spec and decision 054). */
export const IBM_POLICY = 'WCAG_2_2';

/**
 * IBM rules not enforced, each with why. Only the engine's violations (policy VIOLATION, confidence FAIL) fail a
 * run; its "potential" and "manual" items are questions for a person, not defects.
 */
export const IBM_RULES_OFF: Readonly<Record<string, string>> = {
  // The captcha widget (altcha, spec 2.3's bot check on the enrolment and account forms) renders `dir=""` inside its
  // own element; the empty value means "inherit" in every browser, the page's text direction is right, and the
  // markup is the widget's, not ours to change.
  dir_attribute_valid: 'third-party captcha markup: dir="" inherits the page direction',
};
