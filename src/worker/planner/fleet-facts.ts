// The whole fleet's judging facts in a handful of statements: every machine's inspections, their observations, the
// machines' sides, buckets, equipment parts and dimensions. From these rows `factsFor` builds the same
// InspectionFacts for one inspection that the report's reader builds (src/report/report-source-reader.ts) with one
// query per question, so the planner's judgement is the measuring screen's and the report's (decision 0023).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { foldDimensions, type PartDimensionRow } from '../../report/report-source-reader.ts';
import { historyIdentifiers, isPhotoIdentifier } from '../../report/report-source.ts';
import type { ActionType } from '../../rules/judgement/action-status.ts';
import { entryById, entryByIdentifier } from '../../rules/catalogue.ts';
import { SIDE_EQUIPMENT_NAMES, type Side } from '../../rules/enums.ts';
import type {
  FactDimension,
  FactInspection,
  FactObservation,
  FactPart,
  FactTrigger,
  InspectionFacts,
} from '../../rules/judgement/inspection-facts.ts';

type Db = Kysely<Database>;

/** A machine the planner lists, with what its rows are filtered and searched by. */
export interface FleetMachine {
  readonly assetId: number;
  readonly name: string;
  readonly customer: string;
  readonly site: string;
  readonly assetType: string;
}

/** An inspection of a machine, as stored (the date compared as stored, like the report's reader). */
export interface FleetInspection {
  readonly externalId: string;
  readonly assetId: number | null;
  readonly storedDate: string;
  /** ISO date, as the judgement reads it. */
  readonly date: string;
  readonly bucketExternalId: string | null;
}

interface ObservationRow extends FactObservation {
  readonly itemId: number;
}

/** inspectionExternalId, observableItemId, observableItem, value, entityExternalId, unitId */
type ObservationTuple = [string, number, string | null, string | null, string | null, number | null];
/** externalId, equipment, partId, position, group, name, partNumber, partType, location, secondary location */
type PartTuple = [
  string,
  string,
  number,
  number | null,
  string | null,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
];

// Many rows as one JSON array of arrays, built by SQLite (our own tables: the shape is the statement's).
async function jsonRows<T>(db: Db, query: RawBuilder<unknown>): Promise<T[]> {
  const { rows } = await query.execute(db);
  const text = (rows[0] as { rows?: unknown } | undefined)?.rows;
  return typeof text === 'string' ? (JSON.parse(text) as T[]) : [];
}

export interface FleetFacts {
  readonly machines: ReadonlyMap<number, FleetMachine>;
  /** Each inspected machine's inspections, newest first. */
  readonly inspectionsByAsset: ReadonlyMap<number, readonly FleetInspection[]>;
  /** The facts of one inspection of a machine, as the report's reader would read them. */
  factsFor(inspection: FleetInspection): InspectionFacts;
  /** The reading identifiers and entities an inspection recorded ("identifier|entity"). */
  readingKeys(inspection: FleetInspection): readonly string[];
}

const sideOf = (name: string): Side => (name === SIDE_EQUIPMENT_NAMES.Left ? 'Left' : 'Right');

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** What every machine is judged by: the catalogue parts' dimensions (folded), the triggers and the action types. */
export interface ReferenceFacts {
  readonly foldedByCatalogue: ReadonlyMap<number, readonly FactDimension[]>;
  readonly triggers: readonly FactTrigger[];
  readonly actionTypes: readonly ActionType[];
}

/**
 * Read once per judging (a chunk of machines would otherwise read them again): dimensions belong to the catalogue's
 * part, shared by every fitted equipment part.
 */
export async function readReferenceFacts(db: Db): Promise<ReferenceFacts> {
  const dimensionRows = await db
    .selectFrom('partDimensions as d')
    .leftJoin('partDimensionThresholds as t', 't.partDimensionId', 'd.id')
    .select([
      'd.partId',
      'd.observableItemId',
      'd.baselineValue',
      'd.limit',
      't.minPercentage',
      't.actionTypeId',
    ])
    .orderBy('d.partId')
    .orderBy('d.externalId')
    .orderBy('t.minPercentage')
    .execute();
  const dimensionRowsOf = new Map<number, PartDimensionRow[]>();
  for (const { partId, ...row } of dimensionRows)
    pushTo(dimensionRowsOf, partId, { ...row, partExternalId: '' });
  const foldedByCatalogue = new Map<number, FactDimension[]>();
  for (const [partId, rows] of dimensionRowsOf) foldedByCatalogue.set(partId, foldDimensions(rows));

  const triggers: FactTrigger[] = (
    await db
      .selectFrom('observableItemActionTypes')
      .select(['observableItemId', 'actionTypeId', 'triggerValue'])
      .orderBy('id')
      .execute()
  ).flatMap((t) => {
    const identifier = entryById(t.observableItemId)?.identifier;
    return identifier === undefined || t.triggerValue === null
      ? []
      : [{ identifier, actionTypeId: t.actionTypeId, triggerValue: t.triggerValue }];
  });
  const actionTypes: ActionType[] = await db
    .selectFrom('observableActionTypes')
    .select(['id', 'name', 'description', 'sortOrder', 'defaultColourCode'])
    .orderBy('id')
    .execute();
  return { foldedByCatalogue, triggers, actionTypes };
}

// A list of ids or keys bound as one JSON text (a chunk's machines, their inspections, their buckets' entities).
const jsonList = (values: Iterable<string | number>) => JSON.stringify([...values]);

/**
 * Reads the facts of the fleet, or of the given machines only (a chunk of the planner's judging): one statement per
 * kind of row, whatever the number of machines. A machine's facts are the same either way: its inspections, their
 * observations, its sides, bucket and parts, and every inspection that recorded on its bucket (history).
 */
export async function readFleetFacts(
  db: Db,
  only?: readonly number[],
  reference?: ReferenceFacts,
  /** Awaited between statements: the planner's background judging lets a screen's read go first there. */
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<FleetFacts> {
  const machineRows = await db
    .selectFrom('assets as a')
    .leftJoin('sites as s', 's.id', 'a.siteId')
    .leftJoin('customers as c', 'c.id', 'a.customerId')
    .leftJoin('assetTypes as t', 't.id', 'a.assetTypeId')
    .where((eb) =>
      eb.exists(eb.selectFrom('inspections as i').select('i.externalId').whereRef('i.assetId', '=', 'a.id')),
    )
    .$if(only !== undefined, (q) =>
      q.where('a.id', 'in', sql<number>`(SELECT value FROM json_each(${jsonList(only ?? [])}))`),
    )
    .select([
      'a.id',
      'a.name',
      'a.siteName',
      'a.customerName',
      's.name as site',
      'c.name as customer',
      't.name as assetType',
    ])
    .execute();
  const machines = new Map<number, FleetMachine>(
    machineRows.map((m) => [
      m.id,
      {
        assetId: m.id,
        name: m.name,
        customer: m.customerName ?? m.customer ?? '',
        site: m.siteName ?? m.site ?? '',
        assetType: m.assetType ?? '',
      },
    ]),
  );

  const inspectionColumns = [
    'externalId',
    'assetId',
    'inspectionDate',
    'bucketExternalId',
    'equipmentExternalId',
  ] as const;
  const toInspection = (r: {
    externalId: string;
    assetId: number | null;
    inspectionDate: string;
    bucketExternalId: string | null;
    equipmentExternalId: string | null;
  }): FleetInspection => ({
    externalId: r.externalId,
    assetId: r.assetId,
    storedDate: r.inspectionDate,
    date: new Date(r.inspectionDate).toISOString(),
    bucketExternalId: r.bucketExternalId ?? r.equipmentExternalId,
  });
  await pause();
  const inspections: FleetInspection[] = (
    await db
      .selectFrom('inspections')
      .select(inspectionColumns)
      .$if(only !== undefined, (q) =>
        q.where('assetId', 'in', sql<number>`(SELECT value FROM json_each(${jsonList(machines.keys())}))`),
      )
      .orderBy('inspectionDate', 'desc')
      .orderBy('externalId')
      .execute()
  ).map(toInspection);
  const inspectionsByAsset = new Map<number, FleetInspection[]>();
  for (const i of inspections)
    if (i.assetId !== null && machines.has(i.assetId)) pushTo(inspectionsByAsset, i.assetId, i);

  await pause();
  const assetIds = [...inspectionsByAsset.keys()];
  const equipmentRows =
    assetIds.length === 0
      ? []
      : await db
          .selectFrom('equipments')
          .select(['externalId', 'assetId', 'name', 'equipmentCategory', 'effectiveDate'])
          .where('assetId', 'in', sql<number>`(SELECT value FROM json_each(${jsonList(assetIds)}))`)
          .orderBy('effectiveDate', 'desc')
          .execute();
  const sidesOf = new Map<number, { side: Side; equipmentExternalId: string }[]>();
  const bucketOf = new Map<number, string>();
  const sideNames: readonly string[] = Object.values(SIDE_EQUIPMENT_NAMES);
  for (const e of equipmentRows) {
    if (e.assetId === null) continue;
    if (sideNames.includes(e.name))
      pushTo(sidesOf, e.assetId, { side: sideOf(e.name), equipmentExternalId: e.externalId });
    // The bucket on the machine now: the newest by effective date (rows come newest first).
    if (e.equipmentCategory === 'Bucket' && !bucketOf.has(e.assetId)) bucketOf.set(e.assetId, e.externalId);
  }
  const equipmentIds = new Set<string>();
  for (const list of sidesOf.values()) for (const s of list) equipmentIds.add(s.equipmentExternalId);
  for (const b of bucketOf.values()) equipmentIds.add(b);
  for (const list of inspectionsByAsset.values())
    for (const i of list) if (i.bucketExternalId !== null) equipmentIds.add(i.bucketExternalId);

  await pause();
  const partRows =
    equipmentIds.size === 0
      ? []
      : await jsonRows<PartTuple>(
          db,
          sql`SELECT json_group_array(json_array(ep.externalId, ep.externalEquipmentId, ep.partId, ep.position,
            ep."group", p.name, p.partNumber, t.name, l.name, l2.name)
            ORDER BY ep.externalEquipmentId, ep.position, ep.externalId) AS rows
          FROM equipmentParts AS ep
          JOIN parts AS p ON p.id = ep.partId
          LEFT JOIN partTypes AS t ON t.id = p.partTypeId
          LEFT JOIN partLocations AS l ON l.id = ep.locationId
          LEFT JOIN partLocations AS l2 ON l2.id = ep.secondaryLocationId
          WHERE ep.externalEquipmentId IN (SELECT value FROM json_each(${jsonList(equipmentIds)}))`,
        );
  const partsOf = new Map<string, FactPart[]>();
  const partIdOf = new Map<string, number>();
  for (const [
    externalId,
    equipmentExternalId,
    partId,
    position,
    group,
    name,
    partNumber,
    partType,
    location,
    secondary,
  ] of partRows) {
    pushTo(partsOf, equipmentExternalId, {
      externalId,
      equipmentExternalId,
      position,
      group,
      name,
      partNumber,
      partType,
      location,
      secondaryLocation: secondary,
    });
    partIdOf.set(externalId, partId);
  }

  await pause();
  const byId = new Map(inspections.map((i) => [i.externalId, i]));
  if (only !== undefined) {
    // The chunk's buckets' history: inspections (of other machines, or of the bucket alone) that recorded on a
    // bucket or its parts.
    const bucketIds = new Set<string>();
    for (const [assetId, list] of inspectionsByAsset) {
      const fitted = bucketOf.get(assetId);
      if (fitted !== undefined) bucketIds.add(fitted);
      for (const i of list) if (i.bucketExternalId !== null) bucketIds.add(i.bucketExternalId);
    }
    const entities = [...bucketIds].flatMap((b) => [b, ...(partsOf.get(b) ?? []).map((p) => p.externalId)]);
    if (entities.length > 0) {
      const others = await db
        .selectFrom('inspections')
        .select(inspectionColumns)
        .where(
          'externalId',
          'in',
          sql<string>`(SELECT c.inspectionExternalId FROM observations AS o
            JOIN inspectionCategoryTypes AS c ON c.externalId = o.categoryTypeExternalId
            WHERE o.entityExternalId IN (SELECT value FROM json_each(${jsonList(entities)})))`,
        )
        .execute();
      for (const r of others) if (!byId.has(r.externalId)) byId.set(r.externalId, toInspection(r));
    }
  }

  // Every observation of these inspections, in the order the report's reader asks for them (item, then externalId).
  // Many rows cross from SQLite as one JSON text: a value at a time costs seconds on a throttled tablet.
  await pause();
  const observationRows = await jsonRows<ObservationTuple>(
    db,
    only === undefined
      ? sql`SELECT json_group_array(json_array(c.inspectionExternalId, o.observableItemId, o.observableItem, o.value,
          o.entityExternalId, o.unitId) ORDER BY o.observableItemId, o.externalId) AS rows
        FROM observations AS o JOIN inspectionCategoryTypes AS c ON c.externalId = o.categoryTypeExternalId`
      : // From the chunk's inspections to their observations by index (CROSS JOIN keeps that order): SQLite would
        // otherwise walk every observation in item order and test each.
        sql`SELECT json_group_array(json_array(c.inspectionExternalId, o.observableItemId, o.observableItem, o.value,
          o.entityExternalId, o.unitId) ORDER BY o.observableItemId, o.externalId) AS rows
        FROM json_each(${jsonList(byId.keys())}) AS ids
        CROSS JOIN inspectionCategoryTypes AS c CROSS JOIN observations AS o
        WHERE c.inspectionExternalId = ids.value AND o.categoryTypeExternalId = c.externalId`,
  );
  const observationsOf = new Map<string, ObservationRow[]>();
  // Which inspections recorded something on an entity: a bucket's history follows the bucket, not the machine.
  const inspectionsOnEntity = new Map<string, Set<string>>();
  for (const [inspectionExternalId, itemId, item, value, entityExternalId, unitId] of observationRows) {
    const identifier = item ?? entryById(itemId)?.identifier ?? String(itemId);
    pushTo(observationsOf, inspectionExternalId, { itemId, identifier, entityExternalId, value, unitId });
    if (entityExternalId !== null) {
      let set = inspectionsOnEntity.get(entityExternalId);
      if (set === undefined) inspectionsOnEntity.set(entityExternalId, (set = new Set()));
      set.add(inspectionExternalId);
    }
  }

  const { foldedByCatalogue, triggers, actionTypes } = reference ?? (await readReferenceFacts(db));

  const historyItemIds = new Set(historyIdentifiers().map((id) => entryByIdentifier(id)?.id ?? 0));
  const readingKeysOf = new Map<string, string[]>();

  function factsFor(inspection: FleetInspection): InspectionFacts {
    const assetId = inspection.assetId;
    const sides = assetId === null ? [] : (sidesOf.get(assetId) ?? []);
    const bucketExternalId =
      inspection.bucketExternalId ?? (assetId === null ? undefined : bucketOf.get(assetId)) ?? null;
    const equipment = [
      ...sides.map((s) => s.equipmentExternalId),
      ...(bucketExternalId ? [bucketExternalId] : []),
    ].sort();
    const parts = equipment.flatMap((e) => partsOf.get(e) ?? []);
    const dimensions = parts
      .flatMap((p) =>
        (foldedByCatalogue.get(partIdOf.get(p.externalId) ?? -1) ?? []).map((d) => ({
          ...d,
          partExternalId: p.externalId,
        })),
      )
      .sort((a, b) =>
        a.partExternalId < b.partExternalId ? -1 : a.partExternalId > b.partExternalId ? 1 : 0,
      );
    const earlier = new Map<string, { inspection: FleetInspection; sameAsset: boolean }>();
    const before = (other: FleetInspection) =>
      other.externalId !== inspection.externalId && other.storedDate < inspection.storedDate;
    if (bucketExternalId !== null) {
      const entities = [bucketExternalId, ...(partsOf.get(bucketExternalId) ?? []).map((p) => p.externalId)];
      for (const entity of entities)
        for (const id of inspectionsOnEntity.get(entity) ?? []) {
          const other = byId.get(id);
          if (other !== undefined && before(other)) earlier.set(id, { inspection: other, sameAsset: false });
        }
    }
    if (assetId !== null)
      for (const other of inspectionsByAsset.get(assetId) ?? [])
        if (before(other)) earlier.set(other.externalId, { inspection: other, sameAsset: true });
    const history: FactInspection[] = [...earlier.values()].map(({ inspection: e, sameAsset }) => ({
      externalId: e.externalId,
      date: e.date,
      sameAsset,
      observations: (observationsOf.get(e.externalId) ?? [])
        .filter((o) => historyItemIds.has(o.itemId))
        .map(({ identifier, entityExternalId, value, unitId }) => ({
          identifier,
          entityExternalId,
          value,
          unitId,
        })),
    }));
    return {
      inspection: {
        externalId: inspection.externalId,
        date: inspection.date,
        observations: (observationsOf.get(inspection.externalId) ?? [])
          .filter((o) => !isPhotoIdentifier(o.identifier))
          .map(({ identifier, entityExternalId, value, unitId }) => ({
            identifier,
            entityExternalId,
            value,
            unitId,
          })),
      },
      history,
      sides,
      bucketExternalId,
      parts,
      dimensions,
      triggers,
      actionTypes,
    };
  }

  function readingKeys(inspection: FleetInspection): readonly string[] {
    let keys = readingKeysOf.get(inspection.externalId);
    if (keys === undefined) {
      keys = (observationsOf.get(inspection.externalId) ?? [])
        .filter((o) => historyItemIds.has(o.itemId) && o.value !== null && o.value.trim() !== '')
        .map((o) => `${o.identifier}|${o.entityExternalId ?? ''}`);
      readingKeysOf.set(inspection.externalId, keys);
    }
    return keys;
  }

  return { machines, inspectionsByAsset, factsFor, readingKeys };
}
