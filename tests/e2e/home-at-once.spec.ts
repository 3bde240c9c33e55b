import { expect, test, type Page } from '@playwright/test';
import { syncedDevice } from './bucket-fixture.ts';
import { shifts, watchShiftsFromStart } from './layout-shifts.ts';
import { useTestSession } from './session.ts';
import { localToken } from './tokens.ts';

// Home opened again is painted at once from the last Home this device showed (decision 0099), while the app's code
// and the database start; the app's own Home then takes its place with nothing moved, and logout forgets it.

const SNAPSHOT_KEY = 'inspect.homeSnapshot';

/** A synced device whose Home has been shown and kept (its picture stored), its page closed: the In Progress titles. */
async function homeKept(page: Page): Promise<string[]> {
  await syncedDevice(page);
  const inProgress = page.getByRole('region', { name: 'IN PROGRESS' }).locator('.card-title');
  await expect(inProgress.first()).toBeVisible();
  const titles = await inProgress.allTextContents();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, SNAPSHOT_KEY))
    .toBe(true);
  await page.close();
  return titles;
}

/** The address of Home's first In Progress card: an inspection's contents. */
async function firstCardAddress(page: Page): Promise<string> {
  const address = await page
    .getByRole('region', { name: 'IN PROGRESS' })
    .locator('a.card-link')
    .first()
    .getAttribute('href');
  expect(address).toMatch(/^\/inspections\/[^/]+$/);
  return address ?? '/';
}

test('Home opened again shows the last Home before the app has run, then the app’s own without moving', async ({
  page,
  context,
}) => {
  const titles = await homeKept(page);

  // The app's first script is held: nothing of the app runs until it is let go.
  let letGo: () => void = () => undefined;
  const held = new Promise<undefined>((resolve) => {
    letGo = () => resolve(undefined);
  });
  await context.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  const again = await context.newPage();
  await useTestSession(again, localToken());
  await watchShiftsFromStart(again);
  // Each frame before it paints: was the app's opening screen what showed (the picture gone before Home was drawn)?
  await again.addInitScript(() => {
    const frame = () => {
      const gate = document.querySelector('#root main.gate[aria-busy="true"]');
      if (gate && !document.getElementById('home-snapshot')) Object.assign(window, { openingShown: true });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  // Not waiting for the page's load: the held script keeps it from loading.
  await again.goto('/', { waitUntil: 'commit' });
  const pictured = again.locator('#home-snapshot .home-list').first().locator('.card-title');
  await expect(pictured).toHaveText(titles);
  // When it last synced is not said from an old picture: the line keeps its room, empty.
  await expect(again.locator('#home-snapshot .sync-line')).toBeHidden();
  // A picture: no control in it answers yet.
  await expect(again.getByRole('button', { name: 'Add' })).toHaveCount(0);

  letGo();
  await expect(again.locator('#home-snapshot')).toHaveCount(0);
  await expect(again.getByTestId('sync-status')).toContainText('Synced');
  await expect(again.getByRole('region', { name: 'IN PROGRESS' }).locator('.card-title')).toHaveText(titles);
  expect(await again.evaluate(() => 'openingShown' in window), 'the opening screen showed between').toBe(
    false,
  );
  const moved = await shifts(again);
  expect(
    moved.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(moved),
  ).toBeLessThan(0.05);
  await again.getByRole('button', { name: 'Add' }).click();
  await expect(again.getByRole('link', { name: 'NEW INSPECTION' })).toBeVisible();
});

test('the app’s own Home is drawn before the start’s deferred work loads its code', async ({
  page,
  context,
}) => {
  await homeKept(page);

  // At a tablet's speed (CPU 4×), where the app renders Home in slices for about a tenth of a second.
  const again = await context.newPage();
  const cdp = await context.newCDPSession(again);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await useTestSession(again, localToken());
  await again.goto('/');
  await expect(again.locator('#home-snapshot')).toHaveCount(0);
  // The service worker's registration waits for the app's own Home (decision 0111): its code is fetched after.
  const loaded = () =>
    again.evaluate(() => {
      const dropped = performance.getEntriesByName('inspect:snapshot-dropped')[0]?.startTime;
      const registration = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/workbox-window[^/]*\.js$/.test(entry.name));
      return registration && dropped !== undefined ? registration.startTime - dropped : undefined;
    });
  await expect.poll(loaded).toBeDefined();
  expect(await loaded()).toBeGreaterThan(0);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('Home loads the screens its cards open while it shows, and nothing on it changes size as their styles come', async ({
  page,
  context,
}) => {
  await homeKept(page);

  const again = await context.newPage();
  await useTestSession(again, localToken());
  await again.goto('/');
  const menu = again.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const before = await menu.boundingBox();
  // The inspection's frame and contents, and the recording screens' stylesheet that comes with them, loaded without a
  // tap (decision 0124).
  const fetched = () =>
    again.evaluate(() => {
      const names = performance.getEntriesByType('resource').map((entry) => entry.name);
      return ['InspectionFrame-', 'InspectionContentsScreen-', 'recording-'].every((part) =>
        names.some((name) => name.includes(`/assets/${part}`)),
      );
    });
  await expect.poll(fetched).toBe(true);
  await expect
    .poll(() =>
      again.evaluate(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/recording-'))),
    )
    .toBe(true);
  // Its rules once made every icon button 56 px: Home's header and help buttons grew as it loaded.
  expect(await menu.boundingBox()).toEqual(before);
  expect(before?.height).toBe(48);
  expect(again.url()).toMatch(/\/$/);
});

test('Home reads its first card’s contents ahead: tapped, the contents show with every status and result at once', async ({
  page,
}) => {
  await syncedDevice(page);
  const first = page.getByRole('region', { name: 'IN PROGRESS' }).locator('a.card-link').first();
  await expect(first).toBeVisible();
  // The read ahead is done in an idle moment after Home shows (decision 0126).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('inspect:first-card-read').length))
    .toBeGreaterThan(0);
  // The first frame that shows the sections: do their statuses show in it too, or come after?
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.section-list .section-entry')) return;
      const shown = document.querySelectorAll('.section-list .entry-status').length;
      Object.assign(window, { statusesWithSections: shown });
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await first.click();
  const statuses = page.locator('.section-list .entry-status');
  await expect(statuses.first()).toBeVisible();
  const shownFirst = await page.evaluate(
    () => (window as { statusesWithSections?: number }).statusesWithSections,
  );
  expect(shownFirst).toBe(await statuses.count());
});

test('a page opened at an inspection’s address has that inspection judged as the engine starts; Home has none', async ({
  page,
}) => {
  await syncedDevice(page);
  const startMarks = () =>
    page.evaluate(async () =>
      ((await globalThis.inspectEngine?.startMarks()) ?? []).map((mark) => mark.name),
    );
  expect(await startMarks()).not.toContain('engine:read-ahead');
  const address = await firstCardAddress(page);
  // Reloaded there, as a tablet that put the tab away mid-shift opens it again (decision 0127).
  await page.goto(address);
  await expect(page.locator('.section-list .entry-status').first()).toBeVisible();
  await expect
    .poll(startMarks)
    .toEqual(expect.arrayContaining(['engine:read-ahead', 'engine:read-ahead-done']));
});

test('a page opened at an inspection’s address asks for its screens’ code as it starts, before its engine is ready', async ({
  page,
  context,
}) => {
  await syncedDevice(page);
  const address = await firstCardAddress(page);
  // This page keeps the database: the second's engine is not ready, so no inspection of it is shown and no screen of
  // one warms the code. Its start asks for the code all the same (decision 0129).
  const second = await context.newPage();
  await useTestSession(second, localToken());
  await second.goto(address);
  await expect(second.getByRole('heading', { name: 'The app is open in another tab' })).toBeVisible();
  await expect
    .poll(() =>
      second.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/inspection-screens-[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
});
