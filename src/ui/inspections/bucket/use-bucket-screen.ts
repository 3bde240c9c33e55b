import { useNavigate, useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { useRecordingScreen } from '../asset/use-recording-screen.ts';
import type { LengthUnit } from '../../../rules/index.ts';

/** The route's bucket parameters (recording spec §2 Bucket routes); absent ones are empty. */
export function useBucketParams() {
  const params = useParams({ strict: false });
  return {
    bucketExternalId: params.bucketExternalId ?? '',
    partType: params.bucketPartTypeName ?? '',
    partExternalId: params.bucketEquipmentPartId ?? '',
    primary: params.wearPlateLocationId ?? '',
    secondary: params.wearPlateSecondaryLocationId ?? '',
    changeTo: params.bucketChangeToExternalId ?? '',
  };
}

/** What every bucket screen needs: the bucket's model (one worker call), its saves, and the way around. */
export function useBucketScreen() {
  const recording = useRecordingScreen();
  const { externalId, engine } = recording;
  const params = useBucketParams();
  const { bucketExternalId } = params;
  const navigate = useNavigate();
  const query = useScreenModel(['bucket', externalId, bucketExternalId], (e) =>
    e.bucketModel(externalId, bucketExternalId),
  );
  const save = useCallback(
    (identifier: string, partExternalIds?: readonly string[]) => (value: string | null, unit?: LengthUnit) =>
      engine.recordValue({
        inspectionExternalId: externalId,
        target: {
          kind: 'bucket',
          bucketExternalId,
          ...(partExternalIds ? { partExternalIds: [...partExternalIds] } : {}),
        },
        identifier,
        value,
        ...(unit ? { unit } : {}),
      }),
    [engine, externalId, bucketExternalId],
  );
  const addPhoto = useCallback(
    (identifier: string, partExternalId?: string) => (image: File) =>
      engine.recordPhoto({
        inspectionExternalId: externalId,
        target: {
          kind: 'bucket',
          bucketExternalId,
          ...(partExternalId ? { partExternalIds: [partExternalId] } : {}),
        },
        identifier,
        image,
      }),
    [engine, externalId, bucketExternalId],
  );
  const deletePhoto = useCallback(
    (observationExternalId: string) => engine.deletePhoto(externalId, observationExternalId),
    [engine, externalId],
  );
  /** Goes to a path under this bucket (e.g. ground-engaging-tools/summary), or the bucket itself. */
  const go = useCallback(
    (path = '') =>
      void navigate({
        to: '/inspections/$externalId/$',
        params: { externalId, _splat: `bucket/${bucketExternalId}${path ? `/${path}` : ''}` },
      }),
    [navigate, externalId, bucketExternalId],
  );
  return { ...recording, ...params, query, save, addPhoto, deletePhoto, go };
}
