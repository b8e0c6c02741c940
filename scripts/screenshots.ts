/**
 * Screenshots of running pages at phone and desktop widths, for people to look at.
 *   tsx scripts/screenshots.ts http://localhost:3000 out-dir / /tips /responsible-gambling
 * Set SIGN_IN=email:password to sign in first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const widths = [375, 1280];

const main = async () => {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
    if (process.env.SIGN_IN) {
      const [email, password] = process.env.SIGN_IN.split(':');
      await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
    }
    for (const route of paths.length ? paths : ['/']) {
      await page.goto(`${base}${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(800);
      const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE === '1' });
      console.info(path.join(outDir, name));
    }
    await page.close();
  }
  await browser.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
