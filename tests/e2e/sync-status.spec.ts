import { expect, test, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { openApp, serviceWorkerReady, startInspectionOfFirstMachine } from './helpers.ts';
import { localToken } from './tokens.ts';

// Goes offline or needs the page controlled by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Sync anyone can read — the first sync's progress, the last sync, what waits, errors with Retry, and an
// offline banner in words.

const SYNC = '**/api/admin/v1/inspection/sync**';

test('the first sync shows its progress on Home, then when the device last synced', async ({
  page,
  context,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(SYNC, async (route: Route) => {
    await held;
    await route.continue();
  });
  await openApp(page, '/', localToken());
  const panel = page.getByRole('region', { name: 'First sync' });
  await expect(panel.getByRole('heading', { name: 'Downloading your fleet to this device' })).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('sync-status')).toContainText('Synced just now');
  await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded');
  // The answer was read beside the engine, in the sync reader's worker that this page started (decision 0108).
  const pulled = await page.evaluate(async () => (await globalThis.inspectEngine?.getLastPull())?.timings);
  expect(pulled?.readInWorker).toBe(true);
});

test('offline: a banner in words at once, what waits to upload, and both gone when the signal is back', async ({
  page,
  context,
}) => {
  await openApp(page, '/', localToken());
  await expect(page.getByTestId('sync-status')).toContainText('Synced');
  // Offline, the screens' code comes from the service worker: it holds a first visit once active (decision 0109), a
  // moment after `ready`; the reload makes it hold this page for sure (without it a lazy screen fails to load and
  // the router reloads into the browser's offline page).
  await serviceWorkerReady(page);
  await page.reload();
  await expect(page.getByTestId('sync-status')).toContainText('Synced');
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  // The browser's offline event shows it; the probe (every 10 s) is not waited for.
  await expect(banner).toContainText('Offline · kept on this device', {
    timeout: 2_000,
  });
  // In the app, as an inspector would: a page load offline needs the service worker, which may not control the page
  // yet on this first visit (net::ERR_INTERNET_DISCONNECTED, CI 1 run).
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('link', { name: 'NEW INSPECTION' }).click();
  await startInspectionOfFirstMachine(page);
  await expect(banner).toContainText(/· \d+ to upload \(\d+ changes?\)/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Inspect home' }).click();
  await expect(page.getByTestId('sync-status')).toContainText(/waiting to upload/);
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded');
});

test('a failing sync says why under the header, keeps saying it while it tries again, and Retry syncs again', async ({
  page,
  context,
}) => {
  // 'fail' answers 500; 'hold' keeps each request waiting until the test lets it through, so an automatic retry
  // cannot end the error before the inspector's tap (CI: the backoff's retry succeeded first and Retry was gone).
  let mode: 'fail' | 'hold' = 'fail';
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await context.route(SYNC, async (route: Route) => {
    if (mode === 'fail') return route.fulfill({ status: 500, body: 'database unavailable' });
    held++;
    await released;
    return route.continue();
  });
  await openApp(page, '/', localToken());
  const error = page.getByTestId('sync-error');
  await expect(error).toContainText('Sync failed:');
  await expect(error).toContainText('500');
  await expectNoAxeViolations(page);
  // Two lines at most on a phone; a tap on the words shows the whole message, another folds it again.
  const words = error.getByRole('button', { name: /^Sync failed:/ });
  await expect(words).toHaveAttribute('aria-expanded', 'false');
  await words.click();
  await expect(words).toHaveAttribute('aria-expanded', 'true');
  await words.click();
  await expect(words).toHaveAttribute('aria-expanded', 'false');
  mode = 'hold';
  // The banner stays while any retry runs, so Retry is always there to tap.
  await error.getByRole('button', { name: 'Retry' }).click();
  // The tap's cycle (or the automatic one it joins) is under way and waiting on the server: the failure stays.
  await expect.poll(() => held).toBeGreaterThan(0);
  await expect(error).toContainText('Sync failed:');
  await expect(error).toContainText('Trying again…');
  release();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('sync-status')).toContainText('Synced just now');
});

test('an alert coming or going moves nothing on the page, covers no control, and keeps a field being typed in clear of it', async ({
  page,
  context,
}) => {
  // A banner pushed into the page as signal came and went moved the control under the inspector's finger: a Delete
  // tapped as a failed sync was reported landed 50 px above it (CI). Docked at the bottom, it moves nothing.
  await page.setViewportSize({ width: 360, height: 740 });
  await openApp(page, '/', localToken());
  await expect(page.getByTestId('sync-status')).toContainText('Synced');
  const add = page.getByRole('button', { name: 'Add', exact: true });
  const heading = page.getByRole('heading', { name: 'IN PROGRESS' });
  const before = [await add.boundingBox(), await heading.boundingBox()];
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  expect([await add.boundingBox(), await heading.boundingBox()]).toEqual(before);
  // The add button keeps its corner above the banner: a tap there reaches it.
  await add.click({ trial: true, timeout: 2_000 });
  const bannerBox = await banner.boundingBox();
  expect(bannerBox?.y).toBeGreaterThan(600);
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  expect([await add.boundingBox(), await heading.boundingBox()]).toEqual(before);

  // A field given the focus near the bottom (the on-screen keyboard leaving ~330 px) scrolls clear of the banner.
  await page.goto('/dev/sql');
  const sql = page.getByLabel('SQL', { exact: true });
  await expect(sql).toBeVisible();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  // The keyboard's edge is put halfway down the banner over the field, not at a fixed 360 px: on a fresh machine the
  // field sat 1.1 px clear of the banner there (the layout follows the machine's fonts), and the check proved nothing.
  const [field, bar] = [await sql.boundingBox(), await banner.boundingBox()];
  const fieldBottom = (field?.y ?? 0) + (field?.height ?? 0);
  await page.setViewportSize({ width: 360, height: Math.floor(fieldBottom + (bar?.height ?? 0) / 2) });
  const under = async () => {
    const [field, bar] = [await sql.boundingBox(), await banner.boundingBox()];
    return (field?.y ?? 0) + (field?.height ?? 0) - (bar?.y ?? 0);
  };
  expect(await under()).toBeGreaterThan(0);
  await sql.focus();
  await expect.poll(under).toBeLessThanOrEqual(0);
  await context.setOffline(false);
});
