/*
 * `shared-contracts/core`: the part of the contracts a page's first load reads (locales, the route table and its
 * paths, events, constants, company facts, the release and remote rules, the contract stamps a remote is checked
 * against as it loads, route titles, catalogs, the page's JSON) and nothing that imports zod (docs/decisions/071). A federation singleton of its own (the `shared-contracts/`
 * deep imports of tooling/federation.cjs): what the shell's start, its frame and the public pages evaluate before
 * the page is interactive imports from here, so zod and the schemas load with their first use. The main entry
 * re-exports this one by the package's name, so every value here exists once on the page whichever entry an app
 * imports it through.
 */
export * from './locales.js';
export * from './routes.js';
export * from './route-match.js';
export * from './remotes.js';
export * from './events.js';
export * from './constants.js';
export * from './company.js';
// Pure date arithmetic and formatting (formatDate: the legal documents' dates, a public page's first load).
export * from './calendar.js';
export * from './api-errors.js';
export * from './release.js';
export * from './contracts.js';
export * from './route-titles.js';
export * from './messages.js';
export * from './integrations.js';
export * from './highlight.js';
export * from './schemas/paths.js';
export * from './catalog-loader.js';
export * from './page-json.js';
export * from './server-render.js';
