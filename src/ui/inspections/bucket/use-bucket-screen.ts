import { useNavigate, useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { onBucket } from '../../recording/use-write-target.ts';
import { useRecordingScreen } from '../asset/use-recording-screen.ts';

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
  const { externalId, engine, writesTo } = recording;
  const params = useBucketParams();
  const { bucketExternalId } = params;
  const navigate = useNavigate();
  const query = useScreenModel(['bucket', externalId, bucketExternalId], (e) =>
    e.bucketModel(externalId, bucketExternalId),
  );
  const save = useCallback(
    (identifier: string, partExternalIds?: readonly string[]) =>
      writesTo(onBucket(bucketExternalId, partExternalIds)).save(identifier),
    [writesTo, bucketExternalId],
  );
  const addPhoto = useCallback(
    (identifier: string, partExternalId?: string) =>
      writesTo(onBucket(bucketExternalId, partExternalId ? [partExternalId] : undefined)).addPhoto(
        identifier,
      ),
    [writesTo, bucketExternalId],
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
  /** Opens a screen by its route below the inspection's base (a measuring run's next reading). */
  const open = useCallback(
    (route: string) =>
      void navigate({ to: '/inspections/$externalId/$', params: { externalId, _splat: route } }),
    [navigate, externalId],
  );
  return { ...recording, ...params, query, save, addPhoto, deletePhoto, go, open };
}
