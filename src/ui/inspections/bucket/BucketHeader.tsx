import './bucket.css';
import type { BucketModel } from '../../../worker/contract.ts';
import { useIntl } from 'react-intl';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';
import { bucketWords as w } from './bucket-words.ts';

/** A bucket screen's title, the inspection it belongs to and the bucket it looks at. */
export function BucketHeader({
  title,
  model,
}: {
  title: string;
  model: Pick<BucketModel, 'header' | 'bucket'>;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      <RecordingHeader title={title} header={model.header} />
      <p className="bucket-name">
        {t(w.bucketLine)} <strong>{model.bucket.name || t(w.unnamed)}</strong>
        {model.bucket.fitment ? ` · ${model.bucket.fitment}` : ''}
      </p>
    </>
  );
}
