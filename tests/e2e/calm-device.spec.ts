import { expect, test } from '@playwright/test';
import { openApp } from './helpers.ts';
import { localToken } from './tokens.ts';

// A signed-in device left idle must not poll the server: the readiness probe every 10 s while online (shell spec §4)
// and a sync about once a minute when there is nothing to send (docs/architecture.md "Sync"). The worker's timers are real (a page
// clock does not reach a worker), so the test watches a real minute.

const WINDOW_MS = 60_000;

test('an idle signed-in device sends six probes and at most a sync or two in a minute, and still syncs once a minute', async ({
  page,
}) => {
  test.setTimeout(WINDOW_MS + 60_000);
  const isSync = (url: string) => new URL(url).pathname.endsWith('/inspection/sync');
  const opened = page.waitForResponse((response) => isSync(response.url()));
  await openApp(page, '/', localToken());
  // The sync of the app's opening has answered and the device says so.
  await opened;
  await expect(page.getByTestId('sync-status')).toContainText('Synced');
  await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded');

  const syncs: string[] = [];
  const probes: string[] = [];
  page.on('request', (request) => {
    if (isSync(request.url())) syncs.push(request.method());
    if (new URL(request.url()).pathname.endsWith('/probe/ready')) probes.push(request.method());
  });
  // Watching the clock is the point here: nothing on the page marks the end of an idle minute.
  await page.waitForTimeout(WINDOW_MS);
  const counted = { syncs: syncs.length, probes: probes.length };
  test.info().annotations.push({ type: 'requests in the idle minute', description: JSON.stringify(counted) });
  expect(counted.syncs, `GET /inspection/sync in ${WINDOW_MS / 1000} s`).toBeLessThanOrEqual(2);
  expect(counted.probes, `readiness probes in ${WINDOW_MS / 1000} s`).toBeGreaterThanOrEqual(5);
  expect(counted.probes, `readiness probes in ${WINDOW_MS / 1000} s`).toBeLessThanOrEqual(7);
  // Calm is not silent: the idle device still asks for others' changes about once a minute.
  if (counted.syncs === 0) await page.waitForRequest((request) => isSync(request.url()), { timeout: 15_000 });
});
