import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'shared-contracts';
import { linkOrigin } from '../http/request-origin.js';
import { buildSitemapXml } from '../sitemap/sitemap-xml.js';

/** `GET /sitemap.xml`: served for real (spec 2.5 lists it among the legacy paths; crawlers still ask). */
export default async function sitemapXmlPlugin(app: FastifyInstance, options: { publicUrl: string | null }) {
  const fixed = options.publicUrl ? buildSitemapXml(options.publicUrl) : null;

  app.get(API_PATHS.sitemapXml, async (request, reply) => {
    const origin = linkOrigin(request, options.publicUrl);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(fixed ?? buildSitemapXml(origin));
  });
}
