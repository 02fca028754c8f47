import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';

// Temporary measurement (not committed): scripts requested before React owns `main h1`, and which hold Chakra.
for (const path of ['/', '/this-page-does-not-exist']) {
  test(`measure ${path}`, async ({ page }) => {
    const scripts: { url: string; gzip: number; chakra: boolean; emotion: boolean; zag: boolean }[] = [];
    let owned = false;
    page.on('response', async (response) => {
      if (owned || response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const text = body.toString('utf8');
      scripts.push({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body).length,
        chakra: text.includes('chakra-') || text.includes('ChakraContext'),
        emotion: text.includes('data-emotion'),
        zag: text.includes('@zag-js') || text.includes('zag'),
      });
    });
    await page.goto(path);
    await page.waitForFunction(() => {
      const h1 = document.querySelector('main h1');
      return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    }, undefined, { timeout: 60_000 });
    owned = true;
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const chakra = scripts.filter((s) => s.chakra || s.emotion);
    const emotionStyles = await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length);
    const globalStyles = await page.evaluate(() => document.querySelectorAll('style[data-emotion*="global"]').length);
    console.log(JSON.stringify({ path, files: scripts.length, totalGzip: total, chakraFiles: chakra.map((s) => `${s.url} ${s.gzip}`), chakraGzip: chakra.reduce((a, s) => a + s.gzip, 0), emotionStyleTags: emotionStyles, globalStyleTags: globalStyles }, null, 1));
    expect(total).toBeGreaterThan(0);
  });
}
