import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { entryByIdentifier, judgeInspection } from '../../rules/index.ts';
import { inspectionFacts } from './judged-targets.ts';
import { enqueueChange } from '../outbox/enqueue.ts';

// What the server stores of a submitted inspection must say what the screens said (decision 0023): each reading and
// each condition or wear indicator carries the action type of the one judgement, and each value its unit, written
// in the submit's own transaction with their outbox entries.

type Trx = Transaction<Database>;

/** The unit ids of the synced units by code and symbol, lower case ('mm', 'h', 't', 'bcm'). */
async function unitIds(trx: Trx): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  for (const u of await trx.selectFrom('units').select(['id', 'code', 'symbol']).execute()) {
    map.set(u.code.toLowerCase(), u.id);
    if (u.symbol !== null && !map.has(u.symbol.toLowerCase())) map.set(u.symbol.toLowerCase(), u.id);
  }
  return map;
}

/** The unit id of a catalogue unit ('mm', 'h'), when the synced units name it. */
export async function unitIdOf(trx: Trx, identifier: string): Promise<number | null> {
  const entry = entryByIdentifier(identifier);
  if (entry?.unitId !== undefined) return entry.unitId;
  if (entry?.unit === undefined) return null;
  return (await unitIds(trx)).get(entry.unit.toLowerCase()) ?? null;
}

/** Writes the judgement's action types and the units onto the inspection's observations. */
export async function stampJudgement(trx: Trx, inspectionExternalId: string): Promise<void> {
  const wanted = new Map<string, number | null>();
  const at = (identifier: string, entity: string | null) => `${identifier}\u0000${entity ?? ''}`;
  for (const target of judgeInspection(await inspectionFacts(trx, inspectionExternalId))) {
    for (const r of target.readings)
      if (r.recorded) wanted.set(at(r.identifier, r.entityExternalId), r.action.actionTypeId);
    for (const s of target.signs) wanted.set(at(s.identifier, s.entityExternalId), s.action.actionTypeId);
  }
  const units = await unitIds(trx);
  const rows = await trx
    .selectFrom('observations as o')
    .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
    .select(['o.externalId', 'o.observableItem', 'o.entityExternalId', 'o.actionTypeId', 'o.unitId'])
    .where('c.inspectionExternalId', '=', inspectionExternalId)
    .execute();
  for (const row of rows) {
    const identifier = row.observableItem ?? '';
    const entry = entryByIdentifier(identifier);
    const action = wanted.get(at(identifier, row.entityExternalId)) ?? wanted.get(at(identifier, null));
    const actionTypeId = action === undefined ? row.actionTypeId : action;
    const unitId =
      row.unitId ?? entry?.unitId ?? (entry?.unit ? (units.get(entry.unit.toLowerCase()) ?? null) : null);
    if (actionTypeId === row.actionTypeId && unitId === row.unitId) continue;
    await trx
      .updateTable('observations')
      .set({ actionTypeId, unitId, isSynced: 0 })
      .where('externalId', '=', row.externalId)
      .execute();
    await enqueueChange(trx, {
      entityType: 'observation',
      entityExternalId: row.externalId,
      inspectionExternalId,
      operation: 'upsert',
    });
  }
}
