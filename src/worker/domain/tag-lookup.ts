import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseScannedTag } from '../../rules/index.ts';
import { machineRows, type MachineRow } from './asset-search.ts';

// A scanned QR code or barcode looked up on this device (decision 0056): what it names is chosen as a tap would choose it.

export type TagLookup =
  | { readonly kind: 'machine'; readonly machine: MachineRow }
  /** A bucket in a yard (on no machine): its own inspection, as BUCKET ONLY's tap. */
  | { readonly kind: 'bucket'; readonly equipmentExternalId: string; readonly name: string }
  /** Nothing on this device: `shown` is the code's text, for the message and the search box. */
  | { readonly kind: 'none'; readonly shown: string };

/** Lower case without spaces, as tagKey makes the scanned text (SQLite's lower() is ASCII only, as the search's). */
const compact = (column: string) => sql<string>`replace(lower(${sql.ref(column)}), ' ', '')`;

export async function lookUpTag(db: Kysely<Database>, text: string): Promise<TagLookup> {
  const tag = parseScannedTag(text);
  const shown = text.replace(/\s+/g, ' ').trim();
  if (!tag) return { kind: 'none', shown };
  // A machine first: by id, external id or name; an id wins over a machine named like a number.
  const machine = await db
    .selectFrom('assets')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', tag.machineId ?? -1),
        eb(sql`lower(externalId)`, '=', tag.externalId ?? ''),
        eb(compact('name'), '=', tag.key),
      ]),
    )
    .orderBy(sql`id = ${tag.machineId ?? -1}`, 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  // Then equipment by serial, part number or external id: a bucket on a machine opens the machine.
  const equipment = machine
    ? undefined
    : await db
        .selectFrom('equipments')
        .select(['externalId', 'name', 'assetId', 'mineLocationId'])
        .where((eb) =>
          eb.or([
            eb(compact('serialNumber'), '=', tag.key),
            eb(compact('partNumber'), '=', tag.key),
            eb(sql`lower(externalId)`, '=', tag.externalId ?? ''),
          ]),
        )
        .orderBy(sql`assetId IS NULL`)
        .orderBy('externalId')
        .limit(1)
        .executeTakeFirst();
  const assetId = machine?.id ?? equipment?.assetId ?? null;
  if (assetId !== null) {
    const [row] = await machineRows(db, [assetId]);
    if (row) return { kind: 'machine', machine: row };
  }
  if (equipment && equipment.mineLocationId !== null)
    return { kind: 'bucket', equipmentExternalId: equipment.externalId, name: equipment.name };
  return { kind: 'none', shown: tag.shown };
}
