import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { judgeInspection } from '../../rules/index.ts';
import { changeObservation } from '../observations/observation-rows.ts';
import { unitIdIn, unitIds } from '../observations/unit-ids.ts';
import { inspectionFacts } from './judged-targets.ts';

// What the server stores of a submitted inspection must say what the screens said (decision 0023): each reading and
// each condition or wear indicator carries the action type of the one judgement, and each value its unit, written
// in the submit's own transaction with their outbox entries.

type Trx = Transaction<Database>;

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
    const action = wanted.get(at(identifier, row.entityExternalId)) ?? wanted.get(at(identifier, null));
    const actionTypeId = action === undefined ? row.actionTypeId : action;
    const unitId = row.unitId ?? unitIdIn(units, identifier);
    if (actionTypeId === row.actionTypeId && unitId === row.unitId) continue;
    await changeObservation(trx, inspectionExternalId, row.externalId, { actionTypeId, unitId });
  }
}
