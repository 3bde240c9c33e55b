import { sql, type RawBuilder } from 'kysely';
import { idArray } from '../db/id-array.ts';

// A value of each stored row a save names by externalId, as one JSON object { externalId: value } read by a scalar
// subquery, with one lookup of the unique index per externalId. Written as `external_id = ANY($1)` the planner may
// scan the whole table instead (it prices comparing every row with 40 ids as nearly free), and did: on a table of a
// few thousand observations, growing with every save, that scan became most of a save's database time.

/** `column`: an expression over the stored row, aliased `t` (e.g. `t.id`). */
export function byExternalId(
  table: string,
  column: string,
  externalIds: readonly string[],
): RawBuilder<unknown> {
  return sql`(SELECT coalesce(json_object_agg(u.external_id::text, x.value), '{}')
    FROM unnest(${idArray(externalIds)}::uuid[]) AS u(external_id)
    CROSS JOIN LATERAL (SELECT ${sql.raw(column)} AS value FROM ${sql.raw(table)} t
      WHERE t.external_id = u.external_id OFFSET 0) x)`;
}
