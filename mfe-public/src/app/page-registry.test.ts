import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES } from '@/app/page-registry';

// docs/decisions/040: the server preloads a route's page chunk by the name `route-<route id>`, which only the
// import's magic comment gives it. A route without one still works; its page chunk is then found late.
describe('page registry (docs/decisions/040: each route names its page chunk)', () => {
  const source = fs.readFileSync(path.join(__dirname, 'page-registry.ts'), 'utf8');

  it.each(Object.keys(PUBLIC_PAGES))('%s imports its page as route-%s', (routeId) => {
    expect(source).toMatch(new RegExp(`^  ${routeId}: lazy\\(\\(\\) => import\\(/\\* webpackChunkName: "route-${routeId}" \\*/ '`, 'm'));
  });
});
