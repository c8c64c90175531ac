// Takes Chromium screenshots of the running app for a look by eye (never committed).
// Usage: npx tsx scripts/screenshots.ts --base http://127.0.0.1:3000 --out /tmp/shots \
//          --role operator [--dark] [--phone | --width 1280] [--lang de] /orders /orders/show/1 ...
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: '/tmp/shots' },
    role: { type: 'string', default: 'operator' },
    password: { type: 'string', default: process.env.DEMO_PASSWORD ?? 'demo-password' },
    dark: { type: 'boolean', default: false },
    phone: { type: 'boolean', default: false },
    // A laptop's window, say, instead of the 1440 px desktop.
    width: { type: 'string', default: '1440' },
    lang: { type: 'string', default: 'en' },
    wait: { type: 'string', default: '1200' },
    // Only the first screen, not the whole scrolled page (long phone pages shrink to nothing).
    fold: { type: 'boolean', default: false },
  },
});

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({
  baseURL: values.base,
  viewport: values.phone
    ? { width: 390, height: 844 }
    : { width: Number(values.width), height: 900 },
  colorScheme: values.dark ? 'dark' : 'light',
  deviceScaleFactor: 1,
});
await context.addInitScript((lang) => localStorage.setItem('language', lang), values.lang);
const page = await context.newPage();
if (values.role !== 'none') {
  const login = await page.request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: `${values.role}@example.com`, password: values.password },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
}
for (const path of positionals.length > 0 ? positionals : ['/']) {
  await page.goto(path);
  // Not 'networkidle': the live-updates stream keeps a connection open for good.
  await page.waitForLoadState('load');
  await page.waitForTimeout(Number(values.wait));
  const name = `${values.role}${path.replace(/[^a-z0-9]+/gi, '_')}${values.phone ? '-phone' : ''}${values.dark ? '-dark' : ''}${values.lang === 'en' ? '' : `-${values.lang}`}.png`;
  await page.screenshot({ path: join(values.out, name), fullPage: !values.fold });
  console.log(join(values.out, name));
}
await browser.close();
