// The report's "Not inspected" list from a ReportSource: the same completion rules the screens use
// (src/rules not-inspected, bucket-paths), fed from the rows both databases hold, so the device's report, the
// server's and the completed page list the same gaps.
import { WEAR_PLATE_PRIMARY_LOCATIONS, WEAR_PLATE_SECONDARY_LOCATIONS } from '../rules/catalogue-bucket.ts';
import { bucketStatuses, type BucketStatusInput } from '../rules/bucket-paths.ts';
import { SIDES } from '../rules/enums.ts';
import { POSITION_GROUPS } from '../rules/judgement/inspection-targets.ts';
import { notInspected, type NotInspectedGroup, type PositionFact } from '../rules/not-inspected.ts';
import type { ReportSource } from './report-source.ts';

type Stored = Record<string, { value: string | null }>;

const GET_WORN_LENGTH = /^Bucket\.GroundEngagingTools\.(\w+)\.Part\.WornLength$/;
const keyOf = (list: readonly { key: string; label: string }[], label: string | null) =>
  list.find((l) => l.label === label)?.key ?? null;

/** Every value and photo of the inspection on one entity (any entity when `entity` is undefined). */
function recordedOn(source: ReportSource, entity?: string | null): Stored {
  const out: Stored = {};
  const on = (e: string | null | undefined) => entity === undefined || (e ?? null) === entity;
  for (const o of source.observations)
    if (on(o.entityExternalId) && o.value !== null && o.value.trim() !== '')
      out[o.identifier] = { value: o.value };
  for (const p of source.photos) if (on(p.entityExternalId)) out[p.identifier] = { value: 'photo' };
  return out;
}

const plainOf = (stored: Stored) => Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, v.value]));

// recording spec §4: a roller position is done once anything is recorded under its list's Position paths
function positionFacts(source: ReportSource): PositionFact[] {
  const { facts } = source;
  return facts.sides.flatMap(({ side, equipmentExternalId }) =>
    Object.entries(POSITION_GROUPS).flatMap(([itemKey, group]) =>
      facts.parts
        .filter((p) => p.equipmentExternalId === equipmentExternalId && p.group === group)
        .map((part, index) => {
          const prefix = `Undercarriage.${side}.${itemKey}.Position.`;
          const own = recordedOn(source, part.externalId);
          return {
            side,
            itemKey,
            position: part.position ?? index + 1,
            done: Object.keys(own).some((id) => id.startsWith(prefix)),
          };
        }),
    ),
  );
}

// The bucket as its own screens read it (the worker's bucket model): each part by the dimension it is measured with.
function bucketInput(source: ReportSource, bucket: string): BucketStatusInput {
  const { facts } = source;
  const own = recordedOn(source, bucket);
  const dimensionsOf = (part: string) =>
    facts.dimensions.filter((d) => d.partExternalId === part).map((d) => d.identifier);
  const positions = facts.parts
    .filter((p) => p.equipmentExternalId === bucket)
    .map((p) => {
      const measured = dimensionsOf(p.externalId);
      const getType = measured.map((id) => GET_WORN_LENGTH.exec(id)?.[1]).find((k) => k !== undefined);
      const primary = keyOf(WEAR_PLATE_PRIMARY_LOCATIONS, p.location);
      const secondary = keyOf(WEAR_PLATE_SECONDARY_LOCATIONS, p.secondaryLocation);
      const plate =
        primary !== null &&
        secondary !== null &&
        measured.includes(`Bucket.WearKit.WearPlates.${primary}.${secondary}.Measurement`);
      return {
        externalId: p.externalId,
        position: p.position,
        getType: getType ?? null,
        wearPlate: plate ? { primary, secondary } : null,
        heelShroud: (p.partType ?? '').toLowerCase().includes('heel'),
        values: recordedOn(source, p.externalId),
      };
    });
  const photos: Record<string, unknown[]> = {};
  for (const p of source.photos) if (p.entityExternalId === bucket) (photos[p.identifier] ??= []).push(p);
  const values: Stored = {};
  for (const [id, stored] of Object.entries(own)) if (!(id in photos)) values[id] = stored;
  return { values, photos, positions };
}

/** What was not inspected, in report order; empty when everything was done. */
export function notInspectedOf(source: ReportSource): NotInspectedGroup[] {
  const bucket = source.facts.bucketExternalId;
  const input = bucket === null ? null : bucketInput(source, bucket);
  return notInspected({
    values: plainOf(recordedOn(source)),
    context: {
      hasAsset: source.subject.kind === 'asset',
      isYard: source.subject.kind !== 'asset',
      hasUndercarriage: SIDES.some((side) => source.facts.sides.some((s) => s.side === side)),
      hasBucket: bucket !== null,
    },
    model: source.undercarriageModel,
    assetType: source.subject.assetType ?? null,
    positions: positionFacts(source),
    bucket: input === null ? null : bucketStatuses(input),
    bucketModel: input,
    hasHeelShrouds: input?.positions.some((p) => p.heelShroud) ?? false,
  });
}
