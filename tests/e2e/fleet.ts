import { expect, type Page } from '@playwright/test';
import { fleetSql, inspectionsSql, type FixtureInspection } from '../../src/worker/domain/fleet.fixture.ts';
import { openApp, runSql } from './helpers.ts';

export { FLEET, categoryTypeIdOf } from '../../src/worker/domain/fleet.fixture.ts';

/** Loads the small fleet (and inspections) into the device database through the SQL console. */
export async function seedFleet(page: Page, inspections: readonly FixtureInspection[] = []): Promise<void> {
  await openApp(page, '/dev/sql');
  await page.getByLabel('Allow writes').check();
  await runSql(page, fleetSql() + inspectionsSql(inspections));
  await expect(page.getByTestId('sql-summary')).toContainText('changed');
}

export function uuid(prefix: string, n: number): string {
  return `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
