import { useIntl } from 'react-intl';
import { BUCKET_SPECIFICATIONS as SPEC } from '../../../rules/index.ts';
import { PartNumberScan, SerialNumberScan } from '../../new-bucket/SerialNumberScan.tsx';
import { useReadOnly } from '../../recording/read-only.tsx';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { SelectField } from '../../recording/SelectField.tsx';
import { BucketHeader } from './BucketHeader.tsx';
import { TextLineField } from './TextLineField.tsx';
import { useBucketScreen } from './use-bucket-screen.ts';
import { bucketWords as w } from './bucket-words.ts';

const options = (names: readonly string[], current: string | null | undefined) =>
  [...new Set([...names, ...(current ? [current] : [])])].map((name) => ({ value: name, label: name }));

/**
 * bucket/{id}/specifications: the New Bucket fields, editable, saved as Bucket.Specifications.* observations; MARK AS
 * COMPLETE records what is shown pre-filled from the bucket.
 */
export default function SpecificationsScreen() {
  const { query, save, back, engine, externalId, bucketExternalId } = useBucketScreen();
  // A scanned serial or part number is saved as the typed one would be (decision 0056).
  const readOnly = useReadOnly();
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const value = (id: string) => model.values[id]?.value;
        return (
          <div className="page recording">
            <BucketHeader title={t(w.specifications)} model={model} />
            <TextLineField
              label={t(w.customerBucketName)}
              value={value(SPEC.customerBucketName) ?? model.bucket.name}
              onSave={save(SPEC.customerBucketName)}
            />
            <SelectField
              label={t(w.manufacturer)}
              options={options(model.options.manufacturers, value(SPEC.manufacturer))}
              value={value(SPEC.manufacturer)}
              onSave={save(SPEC.manufacturer)}
            />
            <TextLineField
              label={t(w.bucketPartNumber)}
              value={value(SPEC.partNumber) ?? model.bucket.partNumber}
              onSave={save(SPEC.partNumber)}
            />
            {readOnly ? null : <PartNumberScan onPartNumber={(v) => void save(SPEC.partNumber)(v)} />}
            <SelectField
              label={t(w.fitment)}
              options={options(model.options.fitments, value(SPEC.fitment) ?? model.bucket.fitment)}
              value={value(SPEC.fitment) ?? model.bucket.fitment}
              onSave={save(SPEC.fitment)}
            />
            <TextLineField
              label={t(w.ciNumber)}
              value={value(SPEC.capitalIndexNumber) ?? model.bucket.capitalIndexNumber}
              onSave={save(SPEC.capitalIndexNumber)}
            />
            <TextLineField
              label={t(w.bucketSerial)}
              value={value(SPEC.serialNumber) ?? model.bucket.serialNumber}
              onSave={save(SPEC.serialNumber)}
            />
            {readOnly ? null : <SerialNumberScan onSerial={(v) => void save(SPEC.serialNumber)(v)} />}
            <MarkCompleteButton
              onComplete={() => engine.completeBucketSpecifications(externalId, bucketExternalId)}
              onDone={back}
            />
          </div>
        );
      }}
    </ScreenBody>
  );
}
