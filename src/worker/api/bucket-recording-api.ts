import type { NewBucketForm } from '../../rules/index.ts';
import type { EngineHost } from '../engine-host.ts';
import type { AddedPhoto } from '../photos/add-photo.ts';
import type { CompressPhoto } from '../photos/compress-photo.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import { readFrom, type Read } from '../reads.ts';
import { addBucketToInspection, type AddedBucket } from '../recording/bucket-add.ts';
import { changeOutBucket, type BucketChangeout } from '../recording/bucket-changeout.ts';
import {
  bucketMeasurementModel,
  type BucketMeasurementModel,
  type BucketMeasurementRequest,
} from '../recording/bucket-measurement.ts';
import {
  bucketChoiceModel,
  bucketModel,
  type BucketChoiceModel,
  type BucketModel,
} from '../recording/bucket-model.ts';
import {
  addBucketPhoto,
  completeBucketSpecifications,
  saveBucketField,
  type BucketFieldSave,
  type BucketPhotoAdd,
} from '../recording/bucket-save.ts';

export interface BucketRecordingApiDeps {
  readonly host: EngineHost;
  readonly files: PhotoFiles;
  readonly compress: CompressPhoto;
}

/**
 * Recording the bucket (recording spec §2 Bucket routes, RECORDING.md): the bucket screen's choice, one model for
 * every other bucket screen, a measuring model per position, fields that save themselves, Add Bucket and the
 * changeout. Photos are deleted with the recording area's deleteFieldPhoto.
 */
export function createBucketRecordingApi({ host, files, compress }: BucketRecordingApiDeps) {
  const db = () => host.engine.db;
  return {
    bucketChoiceModel(inspectionExternalId: string): Promise<Read<BucketChoiceModel>> {
      return readFrom(host.engine, (db) => bucketChoiceModel(db, inspectionExternalId));
    },
    bucketModel(inspectionExternalId: string, bucketExternalId: string): Promise<Read<BucketModel>> {
      return readFrom(host.engine, (db) => bucketModel(db, inspectionExternalId, bucketExternalId));
    },
    bucketMeasurementModel(request: BucketMeasurementRequest): Promise<Read<BucketMeasurementModel>> {
      return readFrom(host.engine, (db) => bucketMeasurementModel(db, request));
    },
    saveBucketField(input: BucketFieldSave): Promise<void> {
      return saveBucketField(db(), input);
    },
    completeBucketSpecifications(inspectionExternalId: string, bucketExternalId: string): Promise<void> {
      return completeBucketSpecifications(db(), { inspectionExternalId, bucketExternalId });
    },
    addBucketPhoto(input: BucketPhotoAdd): Promise<AddedPhoto> {
      return addBucketPhoto({ db: db(), files, compress }, input);
    },
    addBucketToInspection(inspectionExternalId: string, form: NewBucketForm): Promise<AddedBucket> {
      return addBucketToInspection(db(), inspectionExternalId, form);
    },
    changeOutBucket(input: BucketChangeout): Promise<{ bucketExternalId: string }> {
      return changeOutBucket(db(), input);
    },
  };
}
