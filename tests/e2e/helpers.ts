import { expect, type Page } from '@playwright/test';
import { useTestSession } from './session.ts';

/** Opens a path, signed in, and waits until the engine owns the database and the screen is up. */
export async function openApp(page: Page, path = '/', token?: string): Promise<void> {
  await useTestSession(page, token);
  await page.goto(path);
  await expect(page.getByText('Opening the inspection data on this device…')).toHaveCount(0);
}

/**
 * Runs SQL in the console as a developer would. Its summary stays from an earlier run, so a second run on the same
 * page is not known finished by it: seed with `execSql`, which waits for the worker's answer.
 */
export async function runSql(page: Page, sql: string): Promise<void> {
  await page.getByLabel('SQL', { exact: true }).fill(sql);
  await page.getByRole('button', { name: 'Run' }).click();
}

/** Runs SQL with writes allowed through the engine's devtools handle, and waits until it committed (or fails). */
export async function execSql(page: Page, sql: string): Promise<void> {
  const outcome = await page.evaluate(async (statements) => {
    const engine = globalThis.inspectEngine;
    if (!engine) return 'the devtools engine handle is off';
    const result = await engine.runSql({ sql: statements, allowWrites: true });
    return result.ok ? 'committed' : result.error;
  }, sql);
  expect(outcome).toBe('committed');
}

/**
 * Opens a path in the running app as its links do (the router follows the history), without loading the app again:
 * for tests that go through many screens and are not about a page load, which starts the worker and opens the
 * database each time (1–1.4 s on this project's machine). Loads the page when none is open yet.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/**
 * The rows of a read-only query, each cell as the SQL console shows it (NULL as "NULL"), through the engine's devtools
 * handle, so on whatever page is open: the console's own page was a page load for each query. Asked again while the
 * tab's database is still opening; an error of the SQL itself fails at once.
 */
export async function queryRows(page: Page, sql: string): Promise<string[][]> {
  const answer: { outcome?: { rows: string[][] } | { error: string } } = {};
  await expect(async () => {
    answer.outcome = await page.evaluate(async (statement) => {
      const engine = globalThis.inspectEngine;
      if (!engine) return { error: 'the devtools engine handle is off' };
      const result = await engine.runSql({ sql: statement, allowWrites: false, pageSize: 10_000 });
      if (!result.ok) return { error: result.error };
      const text = (cell: (typeof result.rows)[number][number]) =>
        cell === null ? 'NULL' : typeof cell === 'object' ? `[BLOB ${cell.blobBytes} bytes]` : String(cell);
      return { rows: result.rows.map((row) => row.map(text)) };
    }, sql);
  }).toPass();
  const outcome = answer.outcome ?? { error: 'not answered' };
  if ('error' in outcome) throw new Error(`${outcome.error}\nin: ${sql}`);
  return outcome.rows;
}

/**
 * Waits for the banner of the sync the page load started: the server refuses the test session's unsigned token (or
 * the device is offline). The banner comes in above the screen when that answer arrives, so a tap before it can land
 * on whatever it pushed down (CI ci31 and ci36: a menu item's tap that opened nothing). Only for sessions whose sync
 * cannot succeed.
 */
export async function syncRefused(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-error').or(page.getByTestId('offline-banner'))).toBeVisible();
}

/**
 * Taps the first machine of Select Machine, which is open, and starts an inspection of it; earlier tests may have left
 * that machine an inspection in progress on the server, so when the app asks, it starts another on purpose. Answers
 * the new inspection's id.
 */
export async function startInspectionOfFirstMachine(page: Page): Promise<string> {
  await page.getByRole('region', { name: 'Machines' }).getByRole('button').first().click({ timeout: 20_000 });
  const inProgress = page.getByRole('dialog', { name: 'Inspection in progress' });
  await Promise.race([page.waitForURL(/\/inspections\/[0-9a-f-]{36}$/), inProgress.waitFor()]);
  if (await inProgress.isVisible()) await inProgress.getByRole('button', { name: 'START ANOTHER' }).click();
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  // The address changes first; Select Machine stays drawn until the contents are read (decision 0096).
  await expect(page.getByRole('link', { name: 'REVIEW AND SUBMIT' })).toBeVisible();
  return /\/inspections\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
}

/** Waits until the service worker is active: from then on it serves page loads, with or without a network. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * Cuts the network as a device that has opened the app before: once the service worker is active, else a page load
 * offline would get the browser's own error page (CI: `page.goto` → ERR_INTERNET_DISCONNECTED).
 */
export async function goOffline(page: Page): Promise<void> {
  await serviceWorkerReady(page);
  await page.context().setOffline(true);
}
