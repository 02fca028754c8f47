import { PORTAL_API_PATHS, devMailboxResponseSchema, type DevMailboxEntry } from 'shared-contracts';
import { answersAreNotStored } from '../http/api-route.js';
import { escapeHtml } from '../http/escape-html.js';
import { siteOrigin } from '../http/site-origin.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { DevMailbox } from '../mail/dev-mailbox.js';


// Links of this site's own origin only: a message body is text, and text must not become a link elsewhere.
function linkify(escapedText: string, origin: string): string {
  const escapedOrigin = escapeHtml(origin).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return escapedText.replace(new RegExp(`${escapedOrigin}/[A-Za-z0-9/_.~-]*`, 'g'), (url) => `<a href="${url}">${url}</a>`);
}

function page(entries: DevMailboxEntry[], origin: string | null): string {
  const items = entries
    .map((entry) => {
      const body = escapeHtml(entry.body);
      return (
        `<article><h2>${escapeHtml(entry.subject ?? 'Text message')}</h2>` +
        `<p class="meta">${entry.channel === 'sms' ? 'SMS' : 'Mail'} to ${escapeHtml(entry.to)} · <time>${escapeHtml(entry.createdAt)}</time></p>` +
        `<pre>${origin ? linkify(body, origin) : body}</pre></article>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Mailbox (development) · Roadbridge Auto Finance</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a202c}
article{border-top:1px solid #cbd5e0;padding:.5rem 0}h2{font-size:1.1rem;margin:.5rem 0 0}.meta{color:#4a5568;margin:0}
pre{white-space:pre-wrap;font:inherit}a{color:#1a4f8b}</style></head>
<body><main><h1>Mailbox (development only)</h1>
<p>Mail (unless SMTP_URL is set) and text messages the server sent, newest first. Not served in production.</p>
${items || '<p>No messages yet.</p>'}
</main></body></html>
`;
}

/**
 * `GET /dev/mailbox` (HTML) and `GET /dev/mailbox.json`: the outbox, outside production only (app.ts does
 * not register this plugin when NODE_ENV=production), so that a demo user can open a verification or
 * reset link, and tests can read the codes they were sent.
 */
export default async function devMailboxPlugin(app: ZodApp, options: { mailbox: DevMailbox; publicUrl: string | null }) {
  const { mailbox, publicUrl } = options;
  answersAreNotStored(app);

  app.get(PORTAL_API_PATHS.devMailboxJson, { schema: { response: { 200: devMailboxResponseSchema } } }, async () => mailbox.recent());

  app.get(PORTAL_API_PATHS.devMailbox, async (request, reply) => {
    const entries = await mailbox.recent();
    const origin = siteOrigin(request, publicUrl);
    return reply.type('text/html; charset=utf-8').send(page(entries, origin));
  });
}
