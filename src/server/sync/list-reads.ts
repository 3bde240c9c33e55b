import type { SyncListName } from '../../api/sync-lists.ts';

// What a list of GET /inspection/sync reads other than its own table's column of each field (lists.ts derives the
// rest from the wire row, decision 0057): `joined`, a spec's denormalised name that is a column of another table
// (the server does not store it on the row: server/db/schema.ts leaves it out), through `joins`; `read`, a column of
// the table read through an expression.

export interface ListReads {
  readonly joins?: string;
  readonly joined?: Readonly<Record<string, string>>;
  readonly read?: Readonly<Record<string, string>>;
}

export const LIST_READS = {
  equipments: {
    joins:
      'LEFT JOIN equipment_categories c ON c.id = t.equipment_category_id ' +
      'LEFT JOIN equipment_types ty ON ty.id = t.equipment_type_id',
    joined: { equipmentCategory: 'c.name', equipmentType: 'ty.name' },
  },
  inspectionCategoryTypes: {
    joins:
      'LEFT JOIN inspection_categories c ON c.id = t.category_id ' +
      'LEFT JOIN inspection_types ty ON ty.id = t.type_id',
    joined: { category: 'c.name', type: 'ty.name' },
  },
  inspections: {
    joins: 'LEFT JOIN inspection_statuses s ON s.id = t.inspection_status_id',
    joined: { inspectionStatus: 's.name' },
    // The owner as the save rules read it (authorize.ts): rows from before owner_sub, their last saver.
    read: { ownerSub: 'coalesce(t.owner_sub, t.saved_by)' },
  },
  observations: {
    joins: 'LEFT JOIN observable_items i ON i.id = t.observable_item_id',
    joined: { observableItem: 'i.identifier' },
    // A bigint sequence: as a JSON number, not the text pg gives a bigint.
    read: { version: 't.version::float8' },
  },
} as const satisfies { readonly [L in SyncListName]?: ListReads };

/** The fields of a list that are not columns of its table on the server. */
export type JoinedFields<L extends SyncListName> = L extends keyof typeof LIST_READS
  ? (typeof LIST_READS)[L] extends { joined: infer J }
    ? keyof J
    : never
  : never;
