import { expect, type Page } from '@playwright/test';
import type { SqlRunResult } from '../../src/worker/sql-console.ts';

/** Waits until the reloaded page's engine owns the database again, and caps request timeouts for the test network. */
export async function engineReady(page: Page, timeoutCapMs: number): Promise<void> {
  // waitForFunction does not await an async predicate: poll the engine's answer instead.
  await expect
    .poll(() => page.evaluate(async () => (await globalThis.inspectEngine?.getState())?.kind), {
      timeout: 30_000,
    })
    .toBe('ready');
  await page.evaluate((ms) => globalThis.inspectEngine?.setRequestTimeoutCap(ms), timeoutCapMs);
}

/**
 * Opens the app at `url` signed in with `token` (the developer tools on), waits for the engine, for the first full
 * sync and for the service worker to hold the page: the fleet and the app's code are on the device before a shift
 * starts (CI, stop 72: a device taken offline while its service worker was still installing could not load the
 * photos' code).
 */
export async function signedInAndSynced(
  page: Page,
  url: string,
  token: string,
  timeoutCapMs: number,
): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('inspect.devtools', '1');
    localStorage.setItem('jwtToken', value);
    localStorage.setItem('jwtTokenSource', 'manual');
  }, token);
  await page.goto(url);
  await engineReady(page, timeoutCapMs);
  await expect
    .poll(() => page.evaluate(async () => (await globalThis.inspectEngine?.getSyncStatus())?.lastSyncDate), {
      timeout: 60_000,
    })
    .toBeTruthy();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
    .toBe(true);
}

/**
 * Syncs until everything the device holds reached the server and a pull came back, faults or not; a failure names
 * what is stuck, with the reason the device recorded.
 */
export async function drained(page: Page, name: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = await page.evaluate(() => globalThis.inspectEngine?.syncNow());
        // What is stuck, with the reason the device recorded, so a failure says why.
        const problems = await deviceSql(
          page,
          `SELECT 'change', entityType, lastError FROM outbox WHERE state = 'rejected'
           UNION ALL SELECT 'photo', state, lastError FROM photoQueue WHERE state != 'uploaded' LIMIT 5`,
        );
        return (
          status && {
            pending: status.pendingChanges,
            rejected: status.rejectedChanges,
            photosLeft: status.photosTotal - status.photosUploaded,
            phase: status.phase,
            problems,
          }
        );
      },
      { message: `${name} drains`, timeout: 120_000, intervals: [500, 1000, 2000] },
    )
    .toEqual({ pending: 0, rejected: 0, photosLeft: 0, phase: 'idle', problems: [] });
}

export async function deviceSql(page: Page, sql: string): Promise<unknown[][]> {
  const result = await page.evaluate(
    async (text): Promise<SqlRunResult | undefined> =>
      globalThis.inspectEngine?.runSql({ sql: text, allowWrites: false }),
    sql,
  );
  if (!result?.ok) throw new Error(`Device SQL failed: ${result ? result.error : 'no engine'}`);
  return result.rows.map((row) => [...row]);
}

/** A camera-sized JPEG drawn in the page (2400×1800), different for every seed. */
export async function addPhoto(
  page: Page,
  input: { categoryTypeExternalId: string; entityExternalId: string; seed: number },
): Promise<string> {
  return page.evaluate(async ({ categoryTypeExternalId, entityExternalId, seed }) => {
    const canvas = new OffscreenCanvas(2400, 1800);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    let state = seed;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 60; i++) {
      context.fillStyle = `hsl(${Math.floor(next() * 360)} 60% ${Math.floor(30 + next() * 40)}%)`;
      context.fillRect(next() * 2400, next() * 1800, next() * 800, next() * 600);
    }
    const image = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const added = await globalThis.inspectEngine?.addPhoto({
      categoryTypeExternalId,
      identifier: 'Undercarriage.Left.SideFrame.Photos',
      entityExternalId,
      image,
    });
    if (!added) throw new Error('no engine');
    return added.fileName;
  }, input);
}

/** The SHA-256 of a photo file as the device holds it. */
export async function devicePhotoHash(
  page: Page,
  fileName: string,
  observationExternalId: string,
): Promise<string> {
  return page.evaluate(
    async ({ fileName, observationExternalId }) => {
      const blob = await globalThis.inspectEngine?.getPhoto(fileName, observationExternalId);
      if (!blob) throw new Error(`no photo ${fileName}`);
      const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
      return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    },
    { fileName, observationExternalId },
  );
}

export async function expectIntegrityOk(page: Page): Promise<void> {
  expect(await deviceSql(page, 'PRAGMA integrity_check')).toEqual([['ok']]);
}
