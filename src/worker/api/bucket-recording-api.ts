import type { NewBucketForm } from '../../rules/index.ts';
import type { EngineHost } from '../engine-host.ts';
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
import { completeBucketSpecifications } from '../recording/bucket-save.ts';
import { bucketRunModel, type MeasuringRunModel } from '../recording/measuring-run-model.ts';

/**
 * Recording the bucket (recording spec §2 Bucket routes, RECORDING.md): the bucket screen's choice, one model for
 * every other bucket screen, a measuring model per position, the specifications' MARK AS COMPLETE, Add Bucket and
 * the changeout. Its fields save through the recording area's doors with a bucket target (decision 0025).
 */
export function createBucketRecordingApi(host: EngineHost) {
  const db = () => host.engine.db;
  return {
    bucketChoiceModel(inspectionExternalId: string): Promise<Read<BucketChoiceModel>> {
      return readFrom(host.engine, (db) => bucketChoiceModel(db, inspectionExternalId));
    },
    bucketModel(inspectionExternalId: string, bucketExternalId: string): Promise<Read<BucketModel>> {
      return readFrom(host.engine, (db) => bucketModel(db, inspectionExternalId, bucketExternalId));
    },
    /** The bucket's measuring run (decision 0060): its wear parts' readings in order, empty or taken, with results. */
    bucketRunModel(inspectionExternalId: string, bucketExternalId: string): Promise<Read<MeasuringRunModel>> {
      return readFrom(host.engine, (db) => bucketRunModel(db, inspectionExternalId, bucketExternalId));
    },
    bucketMeasurementModel(request: BucketMeasurementRequest): Promise<Read<BucketMeasurementModel>> {
      return readFrom(host.engine, (db) => bucketMeasurementModel(db, request));
    },
    completeBucketSpecifications(inspectionExternalId: string, bucketExternalId: string): Promise<void> {
      return completeBucketSpecifications(db(), { inspectionExternalId, bucketExternalId });
    },
    addBucketToInspection(inspectionExternalId: string, form: NewBucketForm): Promise<AddedBucket> {
      return addBucketToInspection(db(), inspectionExternalId, form);
    },
    changeOutBucket(input: BucketChangeout): Promise<{ bucketExternalId: string }> {
      return changeOutBucket(db(), input);
    },
  };
}
