import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { openApp, queryRows, serviceWorkerReady } from './helpers.ts';

// Two devices of one inspector (issue 51): each a browser profile of its own (its own OPFS database and photos).

export interface Device {
  readonly name: 'tablet' | 'phone';
  readonly page: Page;
}

/** A device of its own: a browser profile with its own storage, service worker allowed (it works offline). */
export async function openDevice(browser: Browser, name: Device['name'], token: string): Promise<Device> {
  const profile = name === 'tablet' ? devices['Galaxy Tab S4'] : devices['Pixel 5'];
  const context = await browser.newContext({
    ...profile,
    serviceWorkers: 'allow',
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await openApp(page, '/', token);
  await expect(page.getByTestId('sync-status')).toContainText('Synced', { timeout: 90_000 });
  await serviceWorkerReady(page);
  return { name, page };
}

/** The screen of an inspection's operating hours (Tonnage). */
export const operation = (id: string) => `/inspections/${id}/asset/operating-hours`;
/** Opens a screen and waits for its heading. */
export async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
}

/** Waits until everything the device holds has reached the server (changes and photos). */
export async function allSent(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await queryRows(
            page,
            `SELECT (SELECT count(*) FROM outbox) + (SELECT count(*) FROM photoQueue WHERE state != 'uploaded') + (SELECT count(*) FROM photosReceived) + (SELECT count(*) FROM observations WHERE isSynced = 0)`,
          )
        )[0]?.[0],
      { timeout: 90_000 },
    )
    .toBe('0');
}

/** Home loaded again (a page load syncs), once its sync line says it synced. */
export async function syncedHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('sync-status')).toContainText('Synced', { timeout: 60_000 });
}
