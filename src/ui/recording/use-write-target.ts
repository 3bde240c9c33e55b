import { useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import type {
  AddedPhoto,
  CheckboxWrite,
  FieldSaved,
  PhotoFactsWrite,
  PhotoWrite,
  ValueWrite,
  WriteTarget,
} from '../../worker/contract.ts';
import type { LengthUnit } from '../../rules/index.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { photoPlaces, type PlaceNow } from './photo-place.ts';

// Every recording screen saves through the worker's one door (decision 0025), addressed by a write target. The
// targets are built here and nowhere else in the UI, so a screen names where a value lands (the inspection, a side
// or one of its positions, the bucket or some of its positions) and never spells the target's shape itself.

/** The inspection itself: its asset, or a yard inspection's mine location. */
export function onInspection(): WriteTarget {
  return { kind: 'inspection' };
}

/** An undercarriage side, or one roller or slider position of it. */
export function onSide(side: string, partExternalId?: string): WriteTarget {
  return partExternalId ? { kind: 'side', side, partExternalId } : { kind: 'side', side };
}

/** The bucket, or the positions written at once (multiSelect). */
export function onBucket(bucketExternalId: string, partExternalIds?: readonly string[]): WriteTarget {
  return partExternalIds
    ? { kind: 'bucket', bucketExternalId, partExternalIds: [...partExternalIds] }
    : { kind: 'bucket', bucketExternalId };
}

/** The saves of one target: a field's value (null deletes it), a checkbox, a photo. */
export interface TargetWrites {
  /** A length's value is saved with the unit it was typed in (decision 0053); others with none. */
  save(identifier: string): (value: string | null, unit?: LengthUnit) => Promise<FieldSaved>;
  check(identifier: string): (checked: boolean) => Promise<void>;
  addPhoto(identifier: string): (image: File) => Promise<AddedPhoto>;
}

/** The engine's three doors that take a target, and the one that adds a late place to a photo. */
export interface TargetDoors {
  recordValue(input: ValueWrite): Promise<FieldSaved>;
  recordCheckbox(input: CheckboxWrite): Promise<void>;
  recordPhoto(input: PhotoWrite): Promise<AddedPhoto>;
  recordPhotoFacts(input: PhotoFactsWrite): Promise<void>;
}

/** The saves of a target of one inspection, through the engine's doors. */
export function writesOn(
  engine: TargetDoors,
  inspectionExternalId: string,
  target: WriteTarget,
  placeNow: () => PlaceNow = () => photoPlaces.placeNow(),
): TargetWrites {
  const at = { inspectionExternalId, target };
  return {
    save: (identifier) => (value, unit) =>
      engine.recordValue({ ...at, identifier, value, ...(unit ? { unit } : {}) }),
    check: (identifier) => (checked) => engine.recordCheckbox({ ...at, identifier, checked }),
    addPhoto: (identifier) => async (image) => {
      // The photo never waits for its place (decision 0063): a fix in hand goes with it, a later one follows it.
      const { known, later } = placeNow();
      const added = await engine.recordPhoto({
        ...at,
        identifier,
        image,
        ...(known ? { place: known } : {}),
      });
      if (!known) {
        void later
          .then((place) =>
            place
              ? engine.recordPhotoFacts({
                  inspectionExternalId,
                  observationExternalId: added.observationExternalId,
                  place,
                })
              : undefined,
          )
          // A photo kept without its place is all a failure here costs: nothing to say to the inspector.
          .catch(() => undefined);
      }
      return added;
    },
  };
}

/** The one way a screen gets its saves: `writesTo(onSide('Left', part)).save(identifier)(value)`. */
export function useWriteTarget(): (target: WriteTarget) => TargetWrites {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const { engine } = useEngineHandle();
  return useCallback((target: WriteTarget) => writesOn(engine, externalId, target), [engine, externalId]);
}
