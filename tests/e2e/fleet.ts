import { expect, type Page } from '@playwright/test';
import { fleetSql, inspectionsSql, type FixtureInspection } from '../../src/worker/domain/fleet.fixture.ts';
import { execSql, openApp } from './helpers.ts';

export { FLEET, categoryTypeIdOf } from '../../src/worker/domain/fleet.fixture.ts';

/**
 * Loads the small fleet (and inspections) into the device database through the engine's console call, and waits for
 * its commit. Not by typing it into the console and pressing Run: the device's first sync fails there (the test token
 * is unsigned), and its banner could come in under the tap (CI ci31: the query never ran). `token` signs the page in
 * (default: openApp's).
 */
export async function seedFleet(
  page: Page,
  inspections: readonly FixtureInspection[] = [],
  token?: string,
): Promise<void> {
  await openApp(page, '/dev/sql', token);
  // The console shows once the database is open in this tab.
  await expect(page.getByLabel('SQL', { exact: true })).toBeVisible();
  await execSql(page, fleetSql() + inspectionsSql(inspections));
}

export function uuid(prefix: string, n: number): string {
  return `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
