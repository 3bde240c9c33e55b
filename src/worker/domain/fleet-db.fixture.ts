import { openMemoryDb, type OpenDb } from '../../db/open-memory-db.ts';
import { fleetSql, inspectionsSql, type FixtureInspection } from './fleet.fixture.ts';

/** A migrated in-memory database holding the small fleet (and any inspections given). */
export async function openFleetDb(inspections: readonly FixtureInspection[] = []): Promise<OpenDb> {
  const open = await openMemoryDb();
  open.serial.db.exec(fleetSql());
  if (inspections.length > 0) open.serial.db.exec(inspectionsSql(inspections));
  return open;
}

/** A UUID that sorts and reads predictably in tests: i0000000-0000-4000-8000-00000000000n. */
export function testUuid(prefix: string, n: number): string {
  return `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
