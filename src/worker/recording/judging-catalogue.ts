import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// What a reading is judged by (recording spec §4 action status), from the synced catalogue: the part dimension's
// thresholds and the action types they name. Every measuring screen reads the same two.

type Db = Kysely<Database> | Transaction<Database>;

/** The action types with the colour and order the status banner and the condition results use. */
export function readActionTypes(db: Db) {
  return db
    .selectFrom('observableActionTypes')
    .select(['id', 'name', 'sortOrder', 'defaultColourCode'])
    .execute();
}

/** One part dimension's thresholds: from which wear % each action applies. */
export function readThresholds(db: Db, partDimensionId: number) {
  return db
    .selectFrom('partDimensionThresholds')
    .select(['minPercentage', 'actionTypeId'])
    .where('partDimensionId', '=', partDimensionId)
    .execute();
}
