import './bucket.css';
import type { BucketModel } from '../../../worker/contract.ts';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';

/** A bucket screen's title, the inspection it belongs to and the bucket it looks at. */
export function BucketHeader({
  title,
  model,
}: {
  title: string;
  model: Pick<BucketModel, 'header' | 'bucket'>;
}) {
  return (
    <>
      <RecordingHeader title={title} header={model.header} />
      <p className="bucket-name">
        Bucket: <strong>{model.bucket.name || 'Unnamed bucket'}</strong>
        {model.bucket.fitment ? ` · ${model.bucket.fitment}` : ''}
      </p>
    </>
  );
}
