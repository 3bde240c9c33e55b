import { expect, test } from '@playwright/test';
import { machineWithBucket, startInspection, syncedDevice } from './bucket-fixture.ts';
import { navigateInApp } from './helpers.ts';
import { CURRENT, expectUsableAtBothSizes } from './recording-fixture.ts';
import {
  LEFT_ROLLER_PATH_PAST_LIMIT,
  openUndercarriage,
  seedUndercarriage,
  visitUndercarriage,
} from './undercarriage-fixture.ts';

// The judgement is where the eye is, on a phone held in a glove: 360 × 740 with touch. EX-204's left shoe
// roller path (58 mm new, 24 mm allowance) was 51 mm at 1,000 h on 1 Sep 26 (29.2 %) and is 30 mm at 2,000 h on
// 1 Oct 26 (116.7 %, Changeout Immediately): the line through the two crosses 100 % at 1,000 + 70.83 / 0.0875 =
// 1,809.5 h, 24.3 of the 30 days after 1 Sep (25 Sep 26), and reaches 120 % at 2,038 h, 1.14 days after 1 Oct at
// 1,000 h per 30 days (02 Oct 26).

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 120_000 });

test('a Changeout roller and a roller path past 100 % show their action in the lists; review opens with them', async ({
  page,
}) => {
  await seedUndercarriage(page, LEFT_ROLLER_PATH_PAST_LIMIT);

  // Past 100 %: since when, never a date still ahead for 100 %.
  await openUndercarriage(page, '/left/shoes/roller-path', 'Shoes Roller Path');
  const panel = page.getByRole('region', { name: 'Measure and judge' });
  await expect(panel.getByText('116.7 %')).toBeVisible();
  await expect(panel).toContainText(
    'Past 100 % since 1,810 h (≈ 25 Sep 26) · 120 % at 2,038 h (≈ 02 Oct 26)',
  );
  await expect(panel).not.toContainText('100 % at');
  await expect(panel).toContainText('change +87.5 %');

  // A load roller marked Changeout, by touch, as an inspector records it.
  await visitUndercarriage(page, '/left/roller-assemblies/load-rollers', 'Load Rollers');
  await page.getByRole('link', { name: /^Position 2/ }).tap();
  await expect(page.getByRole('heading', { level: 1, name: /Position 2/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Changeout' }).tap();
  await expect(page.getByRole('radio', { name: 'Changeout' })).toBeChecked();
  await expect(page.getByText('✓ saved').first()).toBeVisible();
  // Not completed yet: its one control to finish is COMPLETE.
  await page.getByRole('button', { name: 'COMPLETE', exact: true }).tap();

  // The position list: position 2 says Changeout Immediately, not only Completed.
  await expect(page.getByRole('heading', { level: 1, name: 'Load Rollers' })).toBeVisible();
  const second = page.getByRole('link', { name: /^Position 2/ });
  await expect(second).toContainText('Changeout Immediately');
  await expect(second).toContainText('Changeout');
  await expect(page.getByRole('link', { name: /^Position 1/ })).not.toContainText('Changeout');
  await expectUsableAtBothSizes(page);
  await page.setViewportSize({ width: 360, height: 740 });

  // The side menu: the roller path with its measurement and action, the load rollers with their worst position.
  await visitUndercarriage(page, '/left', 'Left Side');
  const rollerPath = page.getByRole('list', { name: 'Shoes' }).getByRole('link', { name: /^Roller Path/ });
  await expect(rollerPath).toContainText('Changeout Immediately');
  await expect(rollerPath).toContainText('30.00 mm · 116.7 %');
  const rollers = page.getByRole('link', { name: /^Load Rollers/ });
  await expect(rollers).toContainText('Changeout Immediately');
  await expect(rollers).toContainText('Position 2: Changeout');
  await expectUsableAtBothSizes(page);
  await page.setViewportSize({ width: 360, height: 740 });

  // The contents: the Undercarriage entry says its most urgent result, naming the side and the part.
  await navigateInApp(page, `/inspections/${CURRENT}`);
  const undercarriage = page.getByRole('link', { name: /^Undercarriage/ });
  await expect(undercarriage).toContainText('Changeout Immediately');
  await expect(undercarriage).toContainText('Left Shoes — Roller Path: 30.00 mm · 116.7 % (and 1 more)');
  await expectUsableAtBothSizes(page);
  await page.setViewportSize({ width: 360, height: 740 });

  // Review opens with the most urgent findings, in the first screenful of a phone.
  await navigateInApp(page, `/inspections/${CURRENT}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  const table = page.locator('.condition-table');
  const worst = table.locator('tbody').first();
  await expect(worst.getByRole('columnheader').first()).toHaveText('Changeout Immediately');
  await expect(worst).toContainText('Shoes — Roller Path');
  await expect(worst).toContainText('Load Rollers — Position 2');
  const box = await worst.getByRole('columnheader').first().boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 740) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
  // The review's measurements say the same of the roller path's forecast.
  await expect(
    page.getByText('Past 100 % since 1,810 h (≈ 25 Sep 26) · 120 % at 2,038 h (≈ 02 Oct 26)'),
  ).toBeVisible();
});

test.describe('bucket', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the contents’ Bucket entry shows its judged tooth with what was measured', async ({ page }) => {
    await syncedDevice(page);
    const { machine, bucket } = await machineWithBucket(page);
    const inspection = await startInspection(page, machine);
    await navigateInApp(page, `/inspections/${inspection}`);
    const entry = page.getByRole('link', { name: /^Bucket/ });
    await expect(entry).toContainText('Not started');
    await expect(entry).not.toContainText('%');

    await navigateInApp(page, `/inspections/${inspection}/bucket/${bucket}/ground-engaging-tools/summary`);
    await page.getByRole('link', { name: /^Teeth/ }).tap();
    await page.getByRole('link', { name: /^Position 1/ }).tap();
    // The fixture's tooth: 400 mm is 66.7 % worn, Monitor / Maintenance.
    const worn = page.getByLabel('Worn Length (mm)');
    await worn.tap();
    await worn.fill('400');
    await worn.blur();
    await expect(page.getByText('✓ saved').first()).toBeVisible();

    await navigateInApp(page, `/inspections/${inspection}`);
    await expect(entry).toContainText('Monitor / Maintenance');
    await expect(entry).toContainText('Teeth — Position 1: 400.00 mm · 66.7 %');
    await expect(entry).toContainText('In progress');
    await expectUsableAtBothSizes(page);
  });
});
