import type { Page } from '@playwright/test';

// Bluetooth gauges (decision 0054), with a fake at the Web Bluetooth boundary: Chromium's BluetoothEmulation (CDP) can
// simulate a peripheral but has no command to send a notification, so the gauge's readings could not arrive through
// it (docs/decisions/0054-measuring-run.md). The fake is a navigator.bluetooth whose one gauge offers the Nordic
// UART service; the test makes it send text lines as a gauge does.

/** A navigator.bluetooth with one gauge offering the Nordic UART service, in every page the test loads. */
export async function fakeBluetooth(page: Page): Promise<void> {
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

/** The fake gauge sends `text` as one notification. */
export const send = (page: Page, text: string) =>
  page.evaluate((t) => (globalThis as { gaugeSends?: (text: string) => void }).gaugeSends?.(t), text);
