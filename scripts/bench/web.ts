/**
 * `npm run bench:web`: builds the app for production, reports the gzip bytes of the JavaScript each
 * first screen loads (recorded from Chromium's own requests) and of the whole app, then times in
 * headless Chromium: sign-in click → first chart drawn, menu click → list rows shown, a row's
 * link → its record shown, and a direct visit (a link, a reload) to the dashboard, the orders
 * list, an order and its form → shown. Beside each screen's JS it prints the decided stack's own
 * floor for that screen (`web-floor.ts`).
 *
 *   npm run bench:web -- [--runs 10] [--orders 1000000] [--no-build] [--database FILE] [--by-package]
 *
 * `--by-package` builds with hidden source maps (the scripts stay byte for byte the same) and
 * also prints each first screen's gzip bytes by package (`bundle-map.ts`).
 *
 * The build goes to .bench/web-dist (dist/ may be serving someone else's server).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { removeSqliteFile } from '../../src/server/db/sqlite-file';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { type BenchDatabase, benchDatabase, existingDatabase } from './bench-database';
import { gzipByOrigin } from './bundle-map';
import { loadLine, machineLine } from './machine';
import { startOurServer } from './server-process';
import { formatCount, markdownTable } from './table';
import { stackFloor } from './web-floor';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    orders: { type: 'string', default: '1000000' },
    database: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'by-package': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs));
const port = 3345;
const email = 'operator@example.com';
const password = 'demo-password';
/** What "first chart drawn" waits for: a recharts SVG on the dashboard. */
const chartSelector = '.recharts-surface';
const rowSelector = 'tbody tr[data-row-key]';
/** Built here, not in dist/, so a run never swaps the files under someone else's server. */
const webRoot = '.bench/web-dist';

const gzipBytes = new Map<string, number>();
/** Gzip size (level 9, as a static server would precompress) of a built file, by URL path. */
function gzipOf(path: string): number {
  let size = gzipBytes.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(webRoot, path)), { level: 9 }).length;
    gzipBytes.set(path, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function build() {
  const started = performance.now();
  const result = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      webRoot,
      '--emptyOutDir',
      ...(args['by-package'] ? ['--sourcemap', 'hidden'] : []),
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  return (performance.now() - started) / 1000;
}

/** Every script the page fetches from now on, as URL paths. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js'))
      scripts.add(url.pathname);
  });
  return scripts;
}

const launch = () => chromium.launch(chromiumLaunchOptions);

const freshContext = (browser: Browser, base: string) =>
  browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });

async function fillSignIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

/**
 * Installed in the page (by `evaluate`, or as an init script before a navigation): marks the
 * first paint after `selector` appears, visible, with a MutationObserver, and with `afterClick`
 * the next click's own event time, from which it starts watching. Self-contained: Playwright
 * sends its source to the page.
 */
function watchShown({ selector, afterClick }: { selector: string; afterClick: boolean }) {
  const marks: { click?: number; shown?: number } = {};
  (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
  if (afterClick)
    document.addEventListener(
      'click',
      (event) => {
        marks.click ??= event.timeStamp;
      },
      { capture: true, once: true },
    );
  const observer = new MutationObserver(() => {
    // Before the click, the dashboard's charts mutate the page every frame: look at nothing.
    if (afterClick && marks.click === undefined) return;
    // Shown means visible: the shell keeps hidden antd components (its style warm-up) around.
    const shown = [...document.querySelectorAll(selector)].some((element) =>
      element.checkVisibility(),
    );
    if (!shown) return;
    observer.disconnect();
    // The frame after the one that holds the element: it has been painted by then.
    requestAnimationFrame(() => {
      setTimeout(() => {
        marks.shown = performance.now();
      });
    });
  });
  observer.observe(document, { subtree: true, childList: true });
}

/**
 * Milliseconds from the click `watchShown` saw (or from the navigation's start) to the shown
 * mark. The observer sees the element; Playwright only collects the marks. Its own waits poll
 * the page every animation frame, on the main thread being timed: here it looks far less often
 * (`polling`).
 */
async function shownAfter(page: Page) {
  const marks = await page
    .waitForFunction(
      () => {
        const { benchMarks } = window as unknown as {
          benchMarks: { click?: number; shown?: number };
        };
        return benchMarks.shown === undefined ? undefined : benchMarks;
      },
      undefined,
      { polling: 100, timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  return (marks?.shown ?? Number.NaN) - (marks?.click ?? 0);
}

/**
 * Times, inside the page, from the next click to the first paint after `selector` appears: the
 * click's own event time and a MutationObserver, so neither Playwright's polling nor its
 * actionability checks count (they add a large share of a navigation's time).
 */
async function timeClickToShown(page: Page, selector: string, click: () => Promise<void>) {
  await page.evaluate(watchShown, { selector, afterClick: true });
  await click();
  return shownAfter(page);
}

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The screens a direct visit (a link, a reload) opens, and what each waits for to be shown. */
const directVisits = [
  ['dashboard (/), first chart', '/', chartSelector],
  ['orders list (/orders), rows', '/orders', rowSelector],
  ['an order (/orders/show/1), details', '/orders/show/1', '.ant-descriptions'],
  [
    "an order's packages (/orders/show/1), their rows",
    '/orders/show/1',
    'a[href^="/packages/show/"]',
  ],
  ["an order's form (/orders/edit/1), fields", '/orders/edit/1', 'form textarea'],
] as const;

/**
 * A direct visit, signed in, in a fresh context (empty cache): from the navigation's start to the
 * first paint after `selector` is shown, timed in the page as `timeClickToShown` does.
 */
async function timeDirectVisit(
  browser: Browser,
  base: string,
  signedIn: SignedIn,
  path: string,
  selector: string,
) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    storageState: signedIn,
  });
  await context.addInitScript(watchShown, { selector, afterClick: false });
  const page = await context.newPage();
  await page.goto(path);
  const milliseconds = await shownAfter(page);
  await context.close();
  return milliseconds;
}

/**
 * Sign-in click → the first chart drawn, in a fresh context (empty cache, no session), 2 s after
 * the form was filled in, as a person types.
 */
async function timeSignIn(browser: Browser, base: string) {
  const context = await freshContext(browser, base);
  const page = await context.newPage();
  await fillSignIn(page);
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
  const milliseconds = await timeClickToShown(page, chartSelector, () =>
    page.getByRole('button', { name: 'Sign in' }).click(),
  );
  const signedIn = await context.storageState();
  await context.close();
  return { milliseconds, signedIn };
}

/**
 * Menu click → the orders list's first rows, from the dashboard of a fresh signed-in context 2 s
 * after its first chart was drawn, as an operator looks at it before choosing.
 */
async function timeListNavigation(browser: Browser, base: string, signedIn: SignedIn) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    storageState: signedIn,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator(chartSelector).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForTimeout(2000);
  const list = await timeClickToShown(page, rowSelector, () =>
    page.getByRole('menuitem', { name: 'Orders' }).click(),
  );
  // Then, as an operator reads the rows first, the first order's page from its row.
  await page.waitForTimeout(1000);
  const record = await timeClickToShown(page, '.ant-descriptions', () =>
    page.locator(`${rowSelector} a`).first().click(),
  );
  await context.close();
  return { list, record };
}

/**
 * The scripts a signed-in fresh page load of `path` fetches to show `ready` (and a moment more for
 * the screen's own late parts). The app fetches the pages an operator opens next while the
 * browser is idle; that is not part of the screen, so here the browser is never idle. With
 * `idle`, the page then sits idle for 3 s and the preloaded scripts count too.
 */
async function scriptsOfScreen(
  browser: Browser,
  base: string,
  signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  path: string,
  ready: string,
  idle = false,
) {
  const context = await browser.newContext({ baseURL: base, storageState: signedIn });
  if (!idle)
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(path);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForTimeout(idle ? 3000 : 300);
  await context.close();
  return scripts;
}

const totalGzip = (scripts: Set<string>) =>
  [...scripts]
    .filter((path) => path.startsWith('/assets/'))
    .reduce((sum, path) => sum + gzipOf(path), 0);

/** Each first screen's gzip bytes by package, the origins of at least a kibibyte on some screen. */
function byPackage(screens: Record<string, { shown: Set<string> }>) {
  const names = Object.keys(screens);
  const columns = Object.values(screens).map(({ shown }) =>
    gzipByOrigin(
      webRoot,
      [...shown].filter((path) => path.startsWith('/assets/')),
      gzipOf,
    ),
  );
  const largest = (origin: string) => Math.max(...columns.map((column) => column.get(origin) ?? 0));
  const origins = [...new Set(columns.flatMap((column) => [...column.keys()]))]
    .filter((origin) => largest(origin) >= 1024)
    .sort((a, b) => largest(b) - largest(a));
  return markdownTable(
    ['gzip by package (source maps)', ...names],
    origins.map((origin) => [origin, ...columns.map((column) => kb(column.get(origin) ?? 0))]),
  );
}

async function main() {
  const loadBefore = loadLine();
  const buildSeconds = args['no-build'] ? Number.NaN : build();
  const floor = stackFloor();
  const assets = readdirSync(join(webRoot, 'assets')).filter((name) => name.endsWith('.js'));
  const appGzip = assets.reduce((sum, name) => sum + gzipOf(`/assets/${name}`), 0);
  const appRaw = assets.reduce(
    (sum, name) => sum + readFileSync(join(webRoot, 'assets', name)).length,
    0,
  );

  const database: BenchDatabase = args.database
    ? existingDatabase(args.database)
    : await benchDatabase(Number(args.orders));
  const copy = database.file.replace(/\.db$/, '.web.db');
  removeSqliteFile(copy);
  copyFileSync(database.file, copy);
  const server = await startOurServer(copy, port, { WEB_ROOT: webRoot });
  const browser = await launch();
  try {
    // One untimed pass warms the server's caches and the OS page cache, as a running server has.
    const warm = await timeSignIn(browser, server.url);
    await timeListNavigation(browser, server.url, warm.signedIn);

    const signIns: number[] = [];
    const lists: number[] = [];
    const records: number[] = [];
    for (let run = 0; run < runs; run++) {
      const signIn = await timeSignIn(browser, server.url);
      signIns.push(signIn.milliseconds);
      const { list, record } = await timeListNavigation(browser, server.url, signIn.signedIn);
      lists.push(list);
      records.push(record);
      process.stderr.write(
        `  run ${run + 1}/${runs}: sign-in → chart ${signIn.milliseconds.toFixed(0)} ms, menu → rows ${list.toFixed(0)} ms, row → order ${record.toFixed(0)} ms\n`,
      );
    }
    const visits = directVisits.map(([name]) => ({ name, values: [] as number[] }));
    for (let run = 0; run < runs; run++)
      for (const [index, [, path, selector]] of directVisits.entries())
        visits[index]?.values.push(
          await timeDirectVisit(browser, server.url, warm.signedIn, path, selector),
        );
    const screen = async (path: string, ready: string, session: 'signed in' | 'none') => {
      const signedIn = session === 'none' ? undefined : warm.signedIn;
      return {
        shown: await scriptsOfScreen(browser, server.url, signedIn, path, ready),
        idle: await scriptsOfScreen(browser, server.url, signedIn, path, ready, true),
      };
    };
    const screens = {
      'sign-in (/login)': await screen('/login', 'form button[type=submit]', 'none'),
      'dashboard (/)': await screen('/', chartSelector, 'signed in'),
      'orders list (/orders)': await screen('/orders', rowSelector, 'signed in'),
    };

    const output = [
      `## bench:web — ${new Date().toISOString()}`,
      '',
      `Machine: ${machineLine()}; Chromium ${browser.version()} headless`,
      `Load average (1/5/15 min): ${loadBefore} before, ${loadLine()} after`,
      `Build: ${Number.isNaN(buildSeconds) ? `reused ${webRoot}` : `vite build in ${buildSeconds.toFixed(1)} s`}; server on ${formatCount(database.orders)} orders`,
      '',
      markdownTable(
        [
          'first screen',
          'scripts',
          'JS gzip',
          'largest scripts (gzip)',
          'JS gzip after 3 s idle (with the preloaded pages)',
          "the stack's floor (web-floor/)",
        ],
        Object.entries(screens).map(([name, { shown, idle }]) => {
          const own = [...shown].filter((path) => path.startsWith('/assets/'));
          const largest = own
            .sort((a, b) => gzipOf(b) - gzipOf(a))
            .slice(0, 3)
            .map((path) => `${path.replace('/assets/', '')} ${kb(gzipOf(path))}`)
            .join(', ');
          return [
            name,
            String(own.length),
            kb(totalGzip(shown)),
            largest,
            kb(totalGzip(idle)),
            kb(floor.get(name) ?? Number.NaN),
          ];
        }),
      ),
      '',
      `Whole app: ${assets.length} scripts, ${kb(appGzip)} gzip (${kb(appRaw)} raw)`,
      '',
      markdownTable(
        [`timing (median of ${runs})`, 'median', 'min', 'max'],
        [
          ['sign-in click → first chart drawn', signIns] as const,
          ['menu click → orders rows shown', lists] as const,
          ["a row's link → the order's details shown", records] as const,
          ...visits.map(({ name, values }) => [`direct visit → ${name}`, values] as const),
        ].map(([name, values]) => [
          name,
          `${median(values).toFixed(0)} ms`,
          `${Math.min(...values).toFixed(0)} ms`,
          `${Math.max(...values).toFixed(0)} ms`,
        ]),
      ),
    ];
    if (args['by-package']) output.push('', byPackage(screens));
    console.log(output.join('\n'));
  } finally {
    await browser.close();
    await server.stop();
    removeSqliteFile(copy);
  }
}

await main();
