import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [path, w, name, click] of [['/', 1280, 'home-desktop'], ['/faq', 390, 'faq-mobile'], ['/', 1280, 'login', true]]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  await page.goto('http://127.0.0.1:3300' + path, { waitUntil: 'networkidle' });
  if (click) { await page.getByRole('button', { name: 'Log in' }).first().click(); await page.getByRole('dialog').waitFor(); await page.waitForTimeout(500); }
  await page.screenshot({ path: `/tmp/dev/${name}.png` });
}
await browser.close();
