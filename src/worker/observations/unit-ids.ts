import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { entryByIdentifier } from '../../rules/index.ts';

// The unit an observation is recorded in: the catalogue names it, the synced units list gives its id. Both the write
// door (a value saved without a unit) and the submit stamper (units filled in on older rows) ask here.

type Trx = Transaction<Database>;

/** The unit ids of the synced units by code and symbol, lower case ('mm', 'h', 't', 'bcm'). */
export async function unitIds(trx: Trx): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  for (const u of await trx.selectFrom('units').select(['id', 'code', 'symbol']).execute()) {
    map.set(u.code.toLowerCase(), u.id);
    if (u.symbol !== null && !map.has(u.symbol.toLowerCase())) map.set(u.symbol.toLowerCase(), u.id);
  }
  return map;
}

/** The unit id of a catalogue field, from a map of unitIds (or null when the field has no unit the list names). */
export function unitIdIn(units: ReadonlyMap<string, number>, identifier: string): number | null {
  const entry = entryByIdentifier(identifier);
  if (entry?.unitId !== undefined) return entry.unitId;
  if (entry?.unit === undefined) return null;
  return units.get(entry.unit.toLowerCase()) ?? null;
}

/** The unit id of a catalogue unit ('mm', 'h'), when the synced units name it. */
export async function unitIdOf(trx: Trx, identifier: string): Promise<number | null> {
  const entry = entryByIdentifier(identifier);
  if (entry?.unitId !== undefined) return entry.unitId;
  if (entry?.unit === undefined) return null;
  return unitIdIn(await unitIds(trx), identifier);
}
