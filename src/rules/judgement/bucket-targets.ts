// The bucket's targets (decision 0023): each ground-engaging-tool position, each wear-plate location, and the
// conditions recorded for a whole part type, location, the heel shrouds or the bucket.
import {
  GET_PART_TYPES,
  WEAR_PLATE_PRIMARY_LOCATIONS,
  WEAR_PLATE_SECONDARY_LOCATIONS,
} from '../catalogue-bucket.ts';
import type { TargetInput } from './target-judgement.ts';
import { keyOf, reading, signsUnder, targetKey, type Context, type Values } from './target-inputs.ts';

const GET = 'Bucket.GroundEngagingTools';
const PLATES = 'Bucket.WearKit.WearPlates';
const GET_WORN_LENGTH = /^Bucket\.GroundEngagingTools\.(\w+)\.Part\.WornLength$/;

const keyByLabel = (list: readonly { key: string; label: string }[], label: string | null) =>
  list.find((l) => l.label === label)?.key;

// RECORDING.md bucket screens: the bucket's parts and locations as targets
export function bucketTargets(context: Context, bucket: string): TargetInput[] {
  const { facts } = context;
  const parts = facts.parts
    .filter((p) => p.equipmentExternalId === bucket)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const changedOutOf = (identifier: string, entity: string) => (values: Values) =>
    values.get(keyOf(identifier.replace(/\.(WornLength|Measurement)$/, '.Changeout'), entity)) === 'YES';
  const signOnly = (id: string, component: string, place: string, conditionId: string): TargetInput => ({
    key: targetKey({
      id,
      area: 'bucket',
      side: null,
      component,
      place,
      position: null,
      entityExternalId: bucket,
    }),
    readings: [],
    signs: signsUnder(context, conditionId.replace(/\.Condition$/, ''), bucket, [conditionId]),
    actionTypes: facts.actionTypes,
  });
  const list: TargetInput[] = [
    signOnly('bucket:summary', 'Bucket', 'Overall condition', 'Bucket.Summary.Condition'),
  ];
  for (const type of GET_PART_TYPES) {
    const typed = parts.filter((p) =>
      facts.dimensions.some(
        (d) => d.partExternalId === p.externalId && GET_WORN_LENGTH.exec(d.identifier)?.[1] === type.key,
      ),
    );
    list.push(signOnly(`bucket:${type.key}`, type.label, 'All positions', `${GET}.${type.key}.Condition`));
    typed.forEach((part, index) => {
      const identifier = `${GET}.${type.key}.Part.WornLength`;
      const position = part.position ?? index + 1;
      list.push({
        key: targetKey(
          {
            id: `bucket:${type.key}:${part.externalId}`,
            area: 'bucket',
            side: null,
            component: type.label,
            place: `Position ${position}`,
            position,
            entityExternalId: part.externalId,
          },
          part,
        ),
        readings: [
          reading(
            context,
            identifier,
            part.externalId,
            part.externalId,
            null,
            changedOutOf(identifier, part.externalId),
            part.externalId,
          ),
        ],
        signs: signsUnder(context, `${GET}.${type.key}.Part`, part.externalId, [
          `${GET}.${type.key}.Part.Condition`,
        ]),
        actionTypes: facts.actionTypes,
      });
    });
  }
  for (const primary of WEAR_PLATE_PRIMARY_LOCATIONS) {
    const component = `Wear Plates — ${primary.label}`;
    list.push(
      signOnly(`bucket:plates:${primary.key}`, component, 'All', `${PLATES}.${primary.key}.Condition`),
    );
    for (const secondary of WEAR_PLATE_SECONDARY_LOCATIONS) {
      const identifier = `${PLATES}.${primary.key}.${secondary.key}.Measurement`;
      const part = parts.find(
        (p) =>
          keyByLabel(WEAR_PLATE_PRIMARY_LOCATIONS, p.location) === primary.key &&
          keyByLabel(WEAR_PLATE_SECONDARY_LOCATIONS, p.secondaryLocation) === secondary.key &&
          facts.dimensions.some((d) => d.partExternalId === p.externalId && d.identifier === identifier),
      );
      if (part === undefined) continue;
      list.push({
        key: targetKey(
          {
            id: `bucket:plates:${primary.key}.${secondary.key}`,
            area: 'bucket',
            side: null,
            component,
            place: secondary.label,
            position: null,
            entityExternalId: bucket,
          },
          part,
        ),
        readings: [
          reading(
            context,
            identifier,
            bucket,
            part.externalId,
            null,
            changedOutOf(identifier, bucket),
            bucket,
          ),
        ],
        signs: signsUnder(context, `${PLATES}.${primary.key}.${secondary.key}`, bucket, [
          `${PLATES}.${primary.key}.${secondary.key}.Condition`,
        ]),
        actionTypes: facts.actionTypes,
      });
    }
  }
  list.push(signOnly('bucket:heel-shrouds', 'Heel Shrouds', 'All', 'Bucket.WearKit.HeelShrouds.Condition'));
  return list;
}
