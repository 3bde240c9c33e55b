import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { navigateInApp, queryRows } from './helpers.ts';
import { CURRENT } from './recording-fixture.ts';
import { seedUndercarriage } from './undercarriage-fixture.ts';

// Bluetooth gauges (decision 0054), with a fake at the Web Bluetooth boundary: Chromium's BluetoothEmulation (CDP) can
// simulate a peripheral but has no command to send a notification, so the gauge's readings could not arrive through
// it (docs/decisions/0054-measuring-run.md). The fake is a navigator.bluetooth whose one gauge offers the Nordic
// UART service; the test makes it send text lines as a gauge does.

async function fakeBluetooth(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tx = Object.assign(new EventTarget(), {
      value: undefined as DataView | undefined,
      startNotifications: () => Promise.resolve(tx),
    });
    const server = {
      connected: true,
      getPrimaryService: (uuid: string) =>
        uuid === '6e400001-b5a3-f393-e0a9-e50e24dcca9e'
          ? Promise.resolve({ getCharacteristic: () => Promise.resolve(tx) })
          : Promise.reject(new DOMException('No such service', 'NotFoundError')),
    };
    const device = Object.assign(new EventTarget(), {
      id: 'fake-caliper',
      name: 'Caliper 150',
      gatt: { connected: true, connect: () => Promise.resolve(server), disconnect: () => undefined },
      forget: () => Promise.resolve(),
    });
    (globalThis as { gaugeSends?: (text: string) => void }).gaugeSends = (text: string) => {
      tx.value = new DataView(new TextEncoder().encode(text).buffer);
      tx.dispatchEvent(new Event('characteristicvaluechanged'));
    };
    Object.defineProperty(navigator, 'bluetooth', {
      configurable: true,
      value: { requestDevice: () => Promise.resolve(device), getDevices: () => Promise.resolve([device]) },
    });
  });
}

const send = (page: Page, text: string) =>
  page.evaluate((t) => (globalThis as { gaugeSends?: (text: string) => void }).gaugeSends?.(t), text);

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
