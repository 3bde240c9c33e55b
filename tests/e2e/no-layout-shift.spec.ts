import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { machineWithBucket, startInspection, syncedDevice } from './bucket-fixture.ts';
import { BUCKET_ROUTES, findScreens, screenShown, UNDERCARRIAGE_ROUTES } from './measuring-screens.ts';
import { CURRENT } from './recording-fixture.ts';
import { unsignedToken, useTestSession } from './session.ts';
import { seedUndercarriage } from './undercarriage-fixture.ts';
import { shifts, watchShiftsFromStart } from './layout-shifts.ts';
import { localToken } from './tokens.ts';

// Nothing moves (decision 0055) once shown. Each screen is opened cold, as the inspector opens the app again: a new tab of
// a device that holds its data, signed in, the CPU throttled 4× as on a cheap tablet. Its late parts (the sync line,
// the footer's build time, the lists) must arrive without moving what is already on screen: the layout shift sum,
// as Core Web Vitals count it, stays under 0.05 ("good" is under 0.1).

test.describe.configure({ timeout: 180_000 });

const MAX_SHIFT = 0.05;

/** Opens the path in a new tab of the context, CPU 4×, and waits until each of its late parts is shown. */
async function openCold(
  context: BrowserContext,
  token: string,
  path: string,
  shown: (page: Page) => Locator[],
  viewport = { width: 800, height: 1280 },
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await useTestSession(page, token);
  await watchShiftsFromStart(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  for (const part of shown(page)) await expect(part).toBeVisible({ timeout: 60_000 });
  return page;
}

async function expectStill(page: Page, what: string) {
  const recorded = await shifts(page);
  const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
  // The figure itself, for the report of a run (the list reporter prints none of a passing test).
  test.info().annotations.push({
    type: 'layout shift',
    description: `${what}: ${total.toFixed(4)} ${recorded.flatMap((shift) => shift.moved).join('; ')}`,
  });
  expect(total, `${what}: layout shifts ${JSON.stringify(recorded, null, 1)}`).toBeLessThan(MAX_SHIFT);
}

test('Home opened cold holds still: the lists, the sync line and the footer arrive without moving anything', async ({
  page,
  context,
}) => {
  const token = localToken();
  await syncedDevice(page);
  await page.close();
  for (const viewport of [
    { width: 800, height: 1280 },
    { width: 360, height: 740 },
  ]) {
    const cold = await openCold(
      context,
      token,
      '/',
      (p) => [
        p.getByRole('region', { name: 'IN PROGRESS' }).locator('a[href^="/inspections/"]').first(),
        p.getByRole('region', { name: 'COMPLETED' }).locator('a[href^="/inspections/"]').first(),
        p.getByTestId('sync-status'),
        p.getByTestId('build-time'),
      ],
      viewport,
    );
    await expectStill(cold, `Home at ${viewport.width} px`);
    await cold.close();
  }
});

test('the inspection contents, a measuring screen, the review and the planner opened cold hold still', async ({
  page,
  context,
}) => {
  await seedUndercarriage(page);
  await page.close();
  const token = unsignedToken();
  const inspection = `/inspections/${CURRENT}`;
  for (const [path, heading] of [
    [inspection, /EX-204/],
    [`${inspection}/undercarriage/left/shoes/pitch-extension`, 'Pitch Extension'],
    [`${inspection}/review`, /Review/],
    ['/planner', 'Fleet planner'],
  ] as const) {
    const cold = await openCold(context, token, path, (p) => [
      p.getByRole('heading', { level: 1, name: heading }),
    ]);
    // Its late parts: nothing still loading (the screens say "Loading…" while they read).
    await expect(cold.getByText('Loading…')).toHaveCount(0, { timeout: 60_000 });
    await expectStill(cold, path);
    await cold.close();
  }
});

test("an inspection's contents hold still while its screens' code loads, and a screen opened then fetches no code", async ({
  page,
  context,
}) => {
  await seedUndercarriage(page);
  await page.close();
  const cold = await openCold(
    context,
    unsignedToken(),
    `/inspections/${CURRENT}`,
    (p) => [p.getByRole('heading', { level: 1, name: /EX-204/ })],
    { width: 360, height: 740 },
  );
  // Every screen's code of the inspection loaded in the browser's idle moments, the contents on show meanwhile.
  await cold.waitForFunction(
    () => performance.getEntriesByName('inspect:screens-warmed').length > 0,
    undefined,
    {
      timeout: 60_000,
    },
  );
  await expectStill(cold, 'the contents while their screens load');
  const scripts = () =>
    cold.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => /\.js(\?|$)/.test(entry.name)).length,
    );
  const before = await scripts();
  await cold.getByRole('link', { name: /^Undercarriage/ }).click();
  await expect(cold.getByRole('heading', { level: 1, name: 'Undercarriage' })).toBeVisible();
  expect(await scripts()).toBe(before);
});

const SIZES = [
  { width: 800, height: 1280 },
  { width: 360, height: 740 },
] as const;

/** Each address opened cold at both sizes: its shifts summed per open, every open under MAX_SHIFT. */
async function expectEachStill(context: BrowserContext, token: string, screens: Map<string, string>) {
  for (const [name, path] of screens) {
    for (const viewport of SIZES) {
      const cold = await openCold(
        context,
        token,
        path,
        (p) => [p.getByRole('heading', { level: 1 })],
        viewport,
      );
      await screenShown(cold);
      await expectStill(cold, `${name} (${path}) at ${viewport.width} px`);
      await cold.close();
    }
  }
}

test('every undercarriage screen opened cold holds still at 800 and 360 px', async ({ page, context }) => {
  test.setTimeout(1_200_000);
  await seedUndercarriage(page);
  const screens = await findScreens(
    page,
    CURRENT,
    [`/inspections/${CURRENT}/undercarriage`],
    UNDERCARRIAGE_ROUTES,
  );
  await page.close();
  expect([...screens.keys()].sort()).toEqual(UNDERCARRIAGE_ROUTES.map((route) => route.name).sort());
  await expectEachStill(context, unsignedToken(), screens);
});

test('every bucket screen opened cold holds still at 800 and 360 px', async ({ page, context }) => {
  test.setTimeout(1_200_000);
  const token = localToken();
  await syncedDevice(page);
  const { machine } = await machineWithBucket(page);
  const inspection = await startInspection(page, machine);
  const screens = await findScreens(
    page,
    inspection,
    // The form that adds a bucket is linked only where the inspection has none: it is opened by its address.
    [`/inspections/${inspection}/bucket`, `/inspections/${inspection}/bucket/new-bucket`],
    BUCKET_ROUTES,
  );
  await page.close();
  expect([...screens.keys()].sort()).toEqual(BUCKET_ROUTES.map((route) => route.name).sort());
  await expectEachStill(context, token, screens);
});
