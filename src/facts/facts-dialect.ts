import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { FactTables } from './fact-tables.ts';

// Where the device's SQLite and the server's PostgreSQL really differ for the facts' queries, said once: the facts
// reader (report-rows.ts) writes each query once and asks the dialect only these two things.

type WithEquipment = FactTables & { e: FactTables['equipments'] };

export interface FactsDialect {
  /**
   * What an inspection's rows are joined by: the server's integer ids (its indexes are on them) or the device's
   * externalIds (its ids stay null until a row is synced).
   */
  readonly keys: 'id' | 'externalId';
  /** Whether the equipment `e` is a bucket. */
  isBucket(eb: ExpressionBuilder<WithEquipment, 'e'>): Expression<SqlBool>;
}

/** The device keeps the category's name on the equipment: a bucket made offline may have no category id yet. */
export const SQLITE_FACTS: FactsDialect = {
  keys: 'externalId',
  isBucket: () => sql<SqlBool>`${sql.ref('e.equipmentCategory')} = 'Bucket'`,
};

/** The server knows a category only by its id. */
export const POSTGRES_FACTS: FactsDialect = {
  keys: 'id',
  isBucket: (eb) =>
    eb.exists(
      eb
        .selectFrom('equipmentCategories as c')
        .select('c.id')
        .whereRef('c.id', '=', 'e.equipmentCategoryId')
        .where('c.name', '=', 'Bucket'),
    ),
};
