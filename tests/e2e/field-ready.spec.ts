import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { seedFleet } from './fleet.ts';
import { serviceWorkerReady } from './helpers.ts';
import { useTestSession } from './session.ts';
import { localToken } from './tokens.ts';

// Goes offline or needs the page controlled by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// What an inspector sees of the app's edges — no developer doors, an installable app.

test("an inspector's device shows no developer tools: no SQL console in the menu, /dev/sql says they are off", async ({
  page,
}) => {
  await useTestSession(page, undefined, { devtools: false });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Home', exact: true })).toBeVisible();
  await expect(menu.getByText('Developer SQL console')).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => 'inspectEngine' in globalThis)).toBe(false);
  await page.goto('/dev/sql');
  await expect(page.getByRole('heading', { name: 'Developer tools are off' })).toBeVisible();
  await expect(page.getByLabel('SQL', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a developer's device (the devtools switch on) has the console in the menu and the engine handle", async ({
  page,
}) => {
  await useTestSession(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Developer SQL console' })
    .click();
  await expect(page.getByLabel('SQL', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => 'inspectEngine' in globalThis)).toBe(true);
});

test('Chromium finds the app installable: PNG 192 and 512, a maskable icon, an apple-touch-icon', async ({
  baseURL,
}, testInfo) => {
  // Incognito contexts are never installable ("in-incognito"): an on-disk profile, as an inspector's browser has.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inspect-install-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await useTestSession(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    // Installability needs the service worker in control with a fetch handler.
    await serviceWorkerReady(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
    expect(manifest.errors).toEqual([]);
    const { icons } = JSON.parse(manifest.data ?? '{}') as {
      icons?: { src: string; sizes: string; purpose?: string }[];
    };
    expect(icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icon-192.png', sizes: '192x192' }),
        expect.objectContaining({ src: '/icon-512.png', sizes: '512x512' }),
        expect.objectContaining({ src: '/icon-maskable-512.png', purpose: 'maskable' }),
      ]),
    );
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
      )
      .toEqual([]);
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/apple-touch-icon.png',
    );
    const touchIcon = await page.request.get('/apple-touch-icon.png');
    expect(touchIcon.headers()['content-type']).toBe('image/png');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toMatch(/^#/);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('Support will not send an empty message: it says what is missing and sends nothing', async ({
  page,
  context,
}) => {
  let requests = 0;
  await context.route('**/api/admin/v1/user-message', async (route) => {
    requests++;
    await route.continue();
  });
  await useTestSession(page);
  await page.goto('/support-screen');
  await page.getByLabel('Additional Information').fill('   ');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please write what you need help with in Additional Information.',
  );
  await page.getByLabel('E-mail').fill('not an address');
  await page.getByLabel('Additional Information').fill('The bucket list is empty.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address, or leave it empty.');
  expect(requests).toBe(0);
  await expectNoAxeViolations(page);
});

test('the login link, the remember-username box and the help link to support are 48 px targets', async ({
  page,
}) => {
  await page.goto('/login');
  const sizes = async (locator: ReturnType<typeof page.locator>) => {
    const box = await locator.boundingBox();
    return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)];
  };
  for (const target of [page.getByRole('link', { name: /@/ }), page.getByLabel('Remember username')]) {
    const [w, h] = await sizes(target);
    expect(Math.min(w ?? 0, h ?? 0)).toBeGreaterThanOrEqual(48);
  }
  await useTestSession(page);
  await page.goto('/help-screen');
  const [w, h] = await sizes(page.getByRole('link', { name: 'Contact support' }));
  expect(Math.min(w ?? 0, h ?? 0)).toBeGreaterThanOrEqual(48);
});

test('Select Machine offers to continue the inspection in progress instead of starting a duplicate', async ({
  page,
}) => {
  // Five page loads and two inspections created: 33 s on a busy 2-core CI machine, over the default 30 s.
  test.setTimeout(60_000);
  await seedFleet(page);
  await page.goto('/new-inspection');
  const machine = (name: string) =>
    page.getByRole('region', { name: 'Machines' }).getByRole('listitem').filter({ hasText: name });
  await machine('EX-204').getByRole('button').click();
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  const first = new URL(page.url()).pathname;
  await page.goto('/new-inspection');
  await expect(machine('EX-204').getByText('In progress')).toBeVisible();
  await machine('EX-204').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Inspection in progress' });
  await expect(dialog).toContainText('EX-204 already has an inspection in progress, started');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'CONTINUE INSPECTION' }).click();
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  // Starting another is a choice, made on purpose.
  await page.goto('/new-inspection');
  await machine('EX-204').getByRole('button').click();
  await dialog.getByRole('button', { name: 'START ANOTHER' }).click();
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  expect(new URL(page.url()).pathname).not.toBe(first);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'IN PROGRESS' }).getByRole('listitem')).toHaveCount(2);
});

test('Select Machine shows at least six machines on a 360 × 740 phone without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Signed in for real: the demo fleet syncs in, several machines under each letter as in a real fleet.
  await useTestSession(page, localToken());
  await page.goto('/');
  await expect(page.getByTestId('sync-status')).toContainText('Synced');
  await page.goto('/new-inspection');
  const rows = page.getByRole('region', { name: 'Machines' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const visible = await rows.evaluateAll(
    (items) => items.filter((item) => item.getBoundingClientRect().bottom <= window.innerHeight).length,
  );
  expect(visible).toBeGreaterThanOrEqual(6);
  await expectNoAxeViolations(page);
});

test('/test-screen and /summary-screen read as words on a phone, nothing wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useTestSession(page);
  for (const path of ['/test-screen', '/summary-screen']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Words, not the raw status object.
    await expect(page.locator('dl.facts')).not.toContainText('"phase"');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  }
  await page.goto('/test-screen');
  await expect(page.locator('dl.facts')).toContainText('Waiting to upload');
});
