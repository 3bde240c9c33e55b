import type { BrowserContext, Page } from '@playwright/test';
import type { ServerProcess } from '../support/server-process.ts';

// Every browser bench starts the same way: the bench inspector signed in on a new page of a profile, the app opened,
// and the first sync awaited until Home lists an inspection of the fleet.

/** A first sync of the large fleet on a throttled, shared machine can take minutes. */
const FIRST_SYNC_TIMEOUT_MS = 10 * 60_000;

/** A page of the profile signed in as the bench inspector, on Home once the fleet is synced. */
export async function syncedPage(
  context: BrowserContext,
  server: ServerProcess,
  timeoutMs = FIRST_SYNC_TIMEOUT_MS,
): Promise<Page> {
  const token = await server.token('Bench Inspector', 'bench@example.com');
  const page = await context.newPage();
  await page.addInitScript((value) => {
    localStorage.setItem('inspect.devtools', '1');
    localStorage.setItem('jwtToken', value);
    localStorage.setItem('jwtTokenSource', 'manual');
  }, token);
  await page.goto(`${server.url}/`);
  await page.locator('a[href^="/inspections/"]').first().waitFor({ timeout: timeoutMs });
  return page;
}

/**
 * A new inspection of the bench's own, on the machine of the first inspection in progress (one with an undercarriage):
 * only its inspector may change an inspection, so photos on another inspector's would never be accepted upstream.
 */
export async function benchInspection(page: Page): Promise<string> {
  const inspection = await page.evaluate(async () => {
    const engine = globalThis.inspectEngine;
    const first = (await engine?.homeLists())?.value.inProgress[0]?.externalId;
    if (!engine || !first) return undefined;
    const asset = await engine.runSql({
      sql: `SELECT assetId FROM inspections WHERE externalId = '${first}'`,
      allowWrites: false,
    });
    const assetId = asset.ok ? Number(asset.rows[0]?.[0]) : NaN;
    if (!Number.isInteger(assetId)) return undefined;
    return (await engine.startInspection({ kind: 'machine', assetId }, 'Bench Inspector')).externalId;
  });
  if (!inspection) throw new Error('No inspection in progress to record on');
  return inspection;
}
