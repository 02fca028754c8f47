import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ENV_CONFIG_ELEMENT_ID, PAGE_CATALOGS_ELEMENT_ID, PAGE_QUERY_DATA_ELEMENT_ID, envConfigSchema, routeById, type EnvConfig } from 'shared-contracts';
import { createHash } from 'node:crypto';
import { SAMPLE_ENV } from 'shared-contracts/testing';
import { AFTER_PAINT_TEMPLATE_ATTRIBUTE, EARLY_EVENTS_SCRIPT_HASH, START_AFTER_PAINT_ATTRIBUTE } from './early-events.js';
import type { RemotePreloads } from './remote-preloads.js';
import { indexHtmlReader } from './index-html.js';
import { createPageHeads } from './page-head.js';

const TEMPLATE = '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="description" content="Generic"/><title>Generic</title></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

const ENV: EnvConfig = {
  ...SAMPLE_ENV,
  // A value that would end the script element if it were written as it is.
  chatScriptUrl: 'https://chat.example/</script><script>alert(1)</script><!--',
};

async function readerOf(template: string) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'index-html-'));
  await fs.writeFile(path.join(folder, 'index.html'), template);
  const indexOf = await indexHtmlReader(async () => folder, await createPageHeads())();
  if (!indexOf) throw new Error('no index.html read');
  return indexOf;
}

/** What a browser's `textContent` of the configuration element would hold. */
function inlineConfig(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${ENV_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no inline configuration');
  return JSON.parse(match[1]);
}

describe('the page as the server sends it', () => {
  it('carries the runtime configuration as JSON that nothing in it can break out of', async () => {
    const indexOf = await readerOf(TEMPLATE);
    const html = indexOf({ locale: 'es-US', route: routeById('faq'), origin: null, env: ENV, preloads: null, root: null }).html.toString('utf8');
    expect(html).not.toContain('<script>alert');
    // The early script and the configuration: no third element was opened by a value.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(envConfigSchema.parse(inlineConfig(html))).toEqual(ENV);
  });

  it('makes a new variant, with a new ETag, when a new shell build is served', async () => {
    const indexOf = await readerOf(TEMPLATE);
    const first = indexOf({ locale: 'en-US', route: routeById('faq'), origin: null, env: ENV, preloads: null, root: null });
    const again = indexOf({ locale: 'en-US', route: routeById('faq'), origin: null, env: ENV, preloads: null, root: null });
    const next = indexOf({ locale: 'en-US', route: routeById('faq'), origin: null, env: { ...ENV, shellBuildId: 'shell-2' }, preloads: null, root: null });
    expect(again).toBe(first);
    expect(next.etag).not.toBe(first.etag);
    expect(inlineConfig(next.html.toString('utf8'))).toMatchObject({ shellBuildId: 'shell-2' });
  });

  it('keeps the built title and description on the not-found page, in its locale', async () => {
    const indexOf = await readerOf(TEMPLATE);
    const html = indexOf({ locale: 'pt-BR', route: null, origin: null, env: ENV, preloads: null, root: null }).html.toString('utf8');
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('<title>Generic</title>');
    expect(html).toContain('content="Generic"');
    expect(html).toContain('<noscript>Para entrar, pagar e enviar formulários neste site é preciso JavaScript. Ligue para (888) 555-0142');
    expect(html).not.toContain('Needs JavaScript.');
  });

  it('puts the server’s render into #root as it is, and keeps a page with a partial render only for this answer', async () => {
    const indexOf = await readerOf(TEMPLATE);
    const page = { locale: 'en-US' as const, route: routeById('faq'), origin: null, env: ENV, preloads: null };
    // `$&` and `$'` mean something to String.replace with a string: the markup must not be read that way.
    // A message that would end the element if written as it is.
    const catalogs = { locale: 'en-US' as const, ids: ['shell'], messages: { abc: "Q&A </script><!-- $& $'" } };
    const root = { html: "<main><h1>FAQ</h1><p>Costs $& fees, $' too</p></main>", styles: '', catalogs, queryData: null, key: 'en-US /faq', kept: true };
    const html = indexOf({ ...page, root }).html.toString('utf8');
    expect(html).toContain(`<div id="root">${root.html}</div>`);
    const inline = new RegExp(`<script type="application/json" id="${PAGE_CATALOGS_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(inline).not.toContain('<');
    expect(JSON.parse(inline ?? '')).toEqual(catalogs);
    expect(html).not.toContain(PAGE_QUERY_DATA_ELEMENT_ID);
    const queryData = { mutations: [], queries: [{ queryKey: ['careers'], state: { data: [{ title: 'Analyst </script>' }] } }] };
    const withData = indexOf({ ...page, root: { ...root, queryData, key: 'en-US /careers' } }).html.toString('utf8');
    const data = new RegExp(`<script type="application/json" id="${PAGE_QUERY_DATA_ELEMENT_ID}">(.*?)</script>`).exec(withData)?.[1];
    expect(JSON.parse(data ?? '')).toEqual(queryData);
    expect(indexOf({ ...page, root })).toBe(indexOf({ ...page, root }));
    const partial = { ...root, key: 'en-US /faq partial', kept: false };
    expect(indexOf({ ...page, root: partial })).not.toBe(indexOf({ ...page, root: partial }));
  });

  it('puts the render’s styles in <head>, before the preloads and the data (docs/decisions/042)', async () => {
    const indexOf = await readerOf(TEMPLATE);
    const catalogs = { locale: 'en-US' as const, ids: ['shell'], messages: {} };
    const styles = '<style data-emotion="css-global a1">html{color:red}</style><style data-emotion="css b2 c3">.css-b2{margin:0}</style>';
    const root = { html: '<main><h1 class="css-b2">FAQ</h1></main>', styles, catalogs, queryData: null, key: 'en-US /faq', kept: true };
    const html = indexOf({ locale: 'en-US', route: routeById('faq'), origin: null, env: ENV, preloads: null, root }).html.toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(styles);
    expect(head.indexOf(styles)).toBeLessThan(head.indexOf(`id="${PAGE_CATALOGS_ELEMENT_ID}"`));
    expect(html.slice(html.indexOf('<body'))).not.toContain('<style');
  });

  it('sends the page’s scripts and their preloads in an inert template the early script uses after the first paint (decision 073)', async () => {
    const indexOf = await readerOf(
      TEMPLATE.replace(
        '</head>',
        '<script defer="defer" src="/static/js/main.js"></script><link href="/static/css/main.css" rel="stylesheet"><link rel="preload" as="script" href="/static/js/a.js" fetchpriority="low"></head>',
      ),
    );
    const preloads: RemotePreloads = { tags: '<link rel="preload" href="/remotes/p/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">', buildVersion: 'b1' };
    const html = indexOf({ locale: 'en-US', route: routeById('faq'), origin: null, env: ENV, preloads, root: null }).html.toString('utf8');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    const template = `<template ${AFTER_PAINT_TEMPLATE_ATTRIBUTE}><link rel="preload" as="script" href="/static/js/main.js" fetchpriority="low" ${START_AFTER_PAINT_ATTRIBUTE}><link rel="preload" as="script" href="/static/js/a.js" fetchpriority="low"><link rel="preload" href="/remotes/p/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low"></template>`;
    expect(html).toContain(`${template}</head>`);
    // Outside the template, only the stylesheet: nothing of the page's JavaScript is fetched before the first paint.
    expect(html.replace(template, '')).not.toMatch(/rel="preload"/);
    expect(html).toContain('<link href="/static/css/main.css" rel="stylesheet">');
  });

  it('runs the early script before any other, with the charset still in the first 1024 bytes, hashed as the CSP allows (decision 059)', async () => {
    const indexOf = await readerOf(TEMPLATE.replace('</head>', '<script defer src="/static/js/main.js"></script></head>'));
    const html = indexOf({ locale: 'en-US', route: routeById('faq'), origin: null, env: ENV, preloads: null, root: null }).html.toString('utf8');
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(1024);
    const early = /<script>(.*?)<\/script>/s.exec(html);
    expect(early?.index).toBeLessThan(html.indexOf('main.js'));
    expect(`'sha256-${createHash('sha256').update(early?.[1] ?? '', 'utf8').digest('base64')}'`).toBe(EARLY_EVENTS_SCRIPT_HASH);
    // It is plain script: it parses as it is sent.
    expect(() => new Function(early?.[1] ?? 'throw 0')).not.toThrow();
  });
});
