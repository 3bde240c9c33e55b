import { expect, test, type Page } from '@playwright/test';
import { firstPaint, watchFirstPaint } from './back-paint.ts';
import { plannerFleetSql } from '../../src/worker/planner/planner-fleet.fixture.ts';
import { syncedDevice } from './bucket-fixture.ts';
import { FLEET, seedFleet, uuid } from './fleet.ts';
import { execSql, startInspectionOfFirstMachine } from './helpers.ts';
import { CURRENT, seedRecording } from './recording-fixture.ts';
import { seedUndercarriage } from './undercarriage-fixture.ts';

// A screen one comes back to after writes elsewhere is first painted with what they changed, and nothing moves after
// (issue 56, decision 0096). Its read was cached before the writes: painted from it, its line grew a moment later
// under the finger, and a gloved tap aimed at Right Side opened the Left Side (whole-walk-phone, CI, 2026-12-05).

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 120_000 });

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Waits for the screen's first paint; fails if its line lacks `expected` there, or if anything moved after it. */
async function expectFirstPaintHas(
  page: Page,
  expected: string,
  what: string,
  besides?: string,
): Promise<void> {
  const painted = await firstPaint(page, besides);
  test
    .info()
    .annotations.push({ type: 'first paint', description: `${what}: ${painted.afterMs} ms after the tap` });
  expect(
    painted.text ?? '(not there)',
    `${what}: the line in the first frame that showed the screen, ${painted.afterMs} ms after the tap`,
  ).toContain(expected);
  expect(painted.shiftsAfter, `${what}: layout shifts after its first paint`).toEqual([]);
}

test('BACK to Left Side and to the Undercarriage sides after a Changeout Immediately reading: first painted with it', async ({
  page,
}) => {
  await seedUndercarriage(page);
  await page.goto(`/inspections/${CURRENT}/undercarriage`);
  await expect(heading(page, 'Undercarriage')).toBeVisible();
  const sides = page.getByRole('list', { name: 'Sides' });
  await expect(sides.getByRole('link', { name: /^Left Side/ })).not.toContainText('Changeout Immediately');
  await sides.getByRole('link', { name: /^Left Side/ }).tap();
  await expect(heading(page, 'Left Side')).toBeVisible();
  const rollerPath = page.getByRole('list', { name: 'Shoes' }).getByRole('link', { name: /^Roller Path/ });
  const rollerPathHref = await rollerPath.getAttribute('href');
  await rollerPath.tap();
  await expect(heading(page, 'Shoes Roller Path')).toBeVisible();

  // 58 mm new, 24 mm allowance: 31.6 mm is (58 − 31.6) ÷ 24 = 110 %, Changeout Immediately from 100 %.
  await page.getByLabel('Worn Length (mm)').fill('31.6');
  await page.getByLabel('Worn Length (mm)').blur();
  await expect(page.getByText('✓ saved').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Measure and judge' })).toContainText(
    'Changeout Immediately',
  );

  await watchFirstPaint(page, 'Left Side', `a[href="${rollerPathHref}"]`);
  await page.getByRole('button', { name: 'BACK', exact: true }).tap();
  await expectFirstPaintHas(page, 'Changeout Immediately', 'Left Side');

  await watchFirstPaint(page, 'Undercarriage', '[aria-label="Sides"] a');
  await page.getByRole('button', { name: 'BACK', exact: true }).tap();
  await expectFirstPaintHas(page, 'Changeout Immediately', 'the Undercarriage sides');
  // The tap aimed at Right Side opens it.
  await sides.getByRole('link', { name: /^Right Side/ }).tap();
  await expect(heading(page, 'Right Side')).toBeVisible();
});

test('the inspection contents after MARK AS COMPLETE of Lock On: first painted with Lock On completed', async ({
  page,
}) => {
  await seedUndercarriage(page);
  await page.goto(`/inspections/${CURRENT}`);
  const title = page.getByRole('heading', { level: 1, name: /EX-204/ });
  await expect(title).toBeVisible();
  const contentsHeading = (await title.textContent())?.trim() ?? '';
  const lockOn = page.getByRole('link', { name: /^Lock On/ });
  await expect(lockOn).not.toContainText('Completed');
  const lockOnHref = await lockOn.getAttribute('href');
  await lockOn.tap();
  await expect(heading(page, 'Lock On')).toBeVisible();
  for (const question of ['Is the machine locked on?', 'Has the customer been notified?'])
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'YES' }).tap();
  await expect(page.getByText('✓ saved').first()).toBeVisible();

  await watchFirstPaint(page, contentsHeading, `a[href="${lockOnHref}"]`);
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
  await expectFirstPaintHas(page, 'Completed', 'the inspection contents');
});

test('Review after a section opened from it is completed: first painted with that section completed', async ({
  page,
}) => {
  await seedRecording(page);
  await page.goto(`/inspections/${CURRENT}/review`);
  await expect(heading(page, 'Review')).toBeVisible();
  const lockOff = page.getByRole('link', { name: /^Lock Off/ });
  await expect(lockOff).not.toContainText('Completed');
  const lockOffHref = await lockOff.getAttribute('href');
  await lockOff.tap();
  await expect(heading(page, 'Lock Off')).toBeVisible();
  for (const question of ['Is the machine locked off?', 'Has the customer been notified?'])
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'YES' }).tap();
  await expect(page.getByText('✓ saved').first()).toBeVisible();

  // MARK AS COMPLETE goes back to Review, whose read was cached before the section was completed.
  await watchFirstPaint(page, 'Review', `a[href="${lockOffHref}"]`);
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
  await expectFirstPaintHas(page, 'Completed', 'Review');
});

test('Home after submitting an inspection started from it: first painted with it under COMPLETED', async ({
  page,
}) => {
  // A device whose first sync is done: Home shows no first-sync panel whose progress lines change as it goes.
  await syncedDevice(page);
  await expect(page.getByRole('region', { name: 'IN PROGRESS' })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).tap();
  await page.getByRole('link', { name: 'NEW INSPECTION' }).tap();
  const inspection = await startInspectionOfFirstMachine(page);
  // Select Machine stays drawn until the contents' reads answer (decision 0096): its title is read once they show.
  await expect(page.getByRole('link', { name: 'REVIEW AND SUBMIT' })).toBeVisible();
  // The machine's name, the contents' title, is the card's title on Home.
  const machine = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(machine).not.toBe('');
  await page.getByRole('link', { name: 'REVIEW AND SUBMIT' }).tap();
  await expect(heading(page, 'Review')).toBeVisible();
  await page.getByRole('link', { name: 'SUBMIT', exact: true }).tap();
  await page
    .getByRole('dialog', { name: 'Submit with sections not complete?' })
    .getByRole('button', { name: 'Submit anyway' })
    .tap();
  await expect(heading(page, 'Completed inspection')).toBeVisible({ timeout: 60_000 });

  // The card that opens the completed inspection: not there when Home is painted from its read before the submit.
  await watchFirstPaint(page, 'Inspections', `a[href="/inspections/${inspection}/complete"]`);
  await page.getByRole('link', { name: 'Inspect home' }).tap();
  // The sync line's words change as the submit's push goes (Syncing…, then when it synced) and may rewrap inside the
  // two lines it keeps: nothing around it moves for that, and it is not the read this test is about.
  await expectFirstPaintHas(page, machine, 'Home', 'sync-line');
});

test('the fleet planner after a reading on one of its machines: first painted with that reading judged', async ({
  page,
}) => {
  // EX-118's one reading (10 %, planner-fleet.fixture.ts), and an inspection of it in progress, newer.
  const inProgress = {
    externalId: uuid('a', 7),
    name: 'EX-118',
    assetId: FLEET.assets.ex118,
    mineLocationId: null,
    siteId: FLEET.sites.tomPrice,
    inspectionDate: '2026-05-10T08:00:00.000Z',
    completed: false,
    inspectorName: 'Ana Inspector',
  };
  await seedFleet(page, [inProgress]);
  await execSql(page, plannerFleetSql());
  await page.goto('/');
  const menuItem = async (item: string) => {
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: item, exact: true }).tap();
  };
  await menuItem('Fleet planner');
  await expect(heading(page, 'Fleet planner')).toBeVisible();
  const list = page.getByRole('tabpanel');
  await expect(list.locator('.planner-row').filter({ hasText: 'EX-118' })).toContainText('10.0 %');

  await menuItem('Home');
  await page
    .getByRole('region', { name: 'IN PROGRESS' })
    .getByRole('link', { name: /^EX-118/ })
    .tap();
  await page.getByRole('link', { name: /^Undercarriage/ }).tap();
  await page
    .getByRole('list', { name: 'Sides' })
    .getByRole('link', { name: /^Left Side/ })
    .tap();
  await page
    .getByRole('list', { name: 'Shoes' })
    .getByRole('link', { name: /^Roller Path/ })
    .tap();
  await expect(heading(page, 'Shoes Roller Path')).toBeVisible();
  // Baseline 50 mm, limit 20 mm: 60 mm is (60 − 50) ÷ 20 = 50.0 %.
  await page.getByLabel('Worn Length (mm)').fill('60');
  await page.getByLabel('Worn Length (mm)').blur();
  await expect(page.getByText('✓ saved').first()).toBeVisible();

  await watchFirstPaint(page, 'Fleet planner', '[role="tabpanel"]');
  await menuItem('Fleet planner');
  await expectFirstPaintHas(page, '50.0 %', 'the fleet planner');
});
