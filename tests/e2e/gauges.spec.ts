import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { fakeBluetooth, send } from './fake-bluetooth.ts';
import { navigateInApp, queryRows } from './helpers.ts';
import { CURRENT } from './recording-fixture.ts';
import { seedUndercarriage } from './undercarriage-fixture.ts';

// Bluetooth gauges (decision 0054), with the fake gauge of fake-bluetooth.ts.

test('a paired Bluetooth gauge’s reading goes into the run’s field as if typed, inches in mm', async ({
  page,
}) => {
  await fakeBluetooth(page);
  await seedUndercarriage(page);
  await navigateInApp(page, '/gauges');
  await expect(page.getByRole('heading', { level: 1, name: 'Gauges' })).toBeVisible();
  await page.getByRole('button', { name: 'PAIR A GAUGE' }).click();
  await expect(page.getByTestId('gauge-state')).toHaveText('Connected');
  await expect(page.getByRole('definition').filter({ hasText: 'Not given by this gauge' })).toBeVisible();
  await expectNoAxeViolations(page);

  await navigateInApp(page, `/inspections/${CURRENT}/undercarriage/left/shoes/roller-path`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shoes Roller Path' })).toBeVisible();
  await page.getByLabel('Worn Length (mm)').click();
  // 1.85 in × 25.4 = 46.99 mm, in two notifications; the run goes on to the tumbler's roller path
  await send(page, '1.8');
  await send(page, '5 in\r\n');
  await expect(page.getByRole('heading', { level: 1, name: 'Drive Tumbler Roller Path' })).toBeVisible();
  await expect(page.getByLabel('Worn Length (mm)')).toBeFocused();
  await expect
    .poll(() =>
      queryRows(
        page,
        `SELECT value FROM observations WHERE observableItem = 'Undercarriage.Left.Shoes.RollerPath.WornLength'`,
      ),
    )
    .toEqual([['46.99']]);
  // A line that is not a reading is said, not recorded
  await send(page, 'LOW BATT\n');
  await expect(page.getByText('Not a reading from the gauge: “LOW BATT”.')).toBeVisible();
  await expect(page.getByLabel('Worn Length (mm)')).toHaveValue('');
});

test('without Web Bluetooth the Gauges screen says keyboard gauges work and offers no pairing', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // As Firefox and Safari: no Bluetooth for pages
    Object.defineProperty(navigator, 'bluetooth', { configurable: true, value: undefined });
  });
  await seedUndercarriage(page);
  await navigateInApp(page, '/gauges');
  await expect(page.getByTestId('no-bluetooth')).toContainText('Keyboard gauges work');
  await expect(page.getByRole('button', { name: 'PAIR A GAUGE' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
