import { useIntl } from 'react-intl';
import { HelpTip } from '../help/HelpTip.tsx';
import type { NewBucketOptions } from '../../worker/contract.ts';
import { bucketWords as w } from './bucket-words.ts';
import { DateTextField, FormSection, SelectField, TextField } from './fields.tsx';
import { PartNumberScan, SerialNumberScan } from './SerialNumberScan.tsx';
import type { Errors, NewBucketValues } from './use-new-bucket-form.ts';

type Settable = Exclude<keyof NewBucketValues, 'location'>;

/**
 * New Bucket's 'Bucket Specifications' and 'Installation on Machine' sections (shell spec §2), shared by /new-bucket
 * and Add Bucket inside an inspection (bucket/new-bucket).
 */
export function SpecificationSections({
  values,
  errors,
  options,
  set,
  refuse,
  hoursError,
}: {
  values: NewBucketValues;
  errors: Errors;
  options: Pick<NewBucketOptions, 'manufacturers' | 'fitments'> | undefined;
  set: <K extends Settable>(field: K, value: NewBucketValues[K]) => void;
  /** A typed value refused before it is kept (a text that is no date): shown as the field's error. */
  refuse: (field: Settable, message: string) => void;
  hoursError: string | undefined;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      <FormSection title={t(w.specifications)} help={<HelpTip tipKey="new-bucket-specifications" />}>
        <div className="form-grid">
          <TextField
            id="bucket-name"
            label={t(w.customerBucketName)}
            required
            value={values.customerBucketName}
            error={errors.customerBucketName}
            onChange={(v) => set('customerBucketName', v)}
          />
          <SelectField
            id="manufacturer"
            label={t(w.manufacturer)}
            value={values.manufacturerId}
            options={options?.manufacturers ?? []}
            onChange={(id) => set('manufacturerId', id)}
          />
          <TextField
            id="part-number"
            label={t(w.partNumber)}
            value={values.partNumber}
            onChange={(v) => set('partNumber', v)}
          />
          <PartNumberScan onPartNumber={(v) => set('partNumber', v)} />
          <SelectField
            id="fitment"
            label={t(w.fitment)}
            required
            value={values.configurationId}
            options={options?.fitments ?? []}
            error={errors.configurationId}
            onChange={(id) => set('configurationId', id)}
          />
          <TextField
            id="ci-number"
            label={t(w.ciNumber)}
            value={values.capitalIndexNumber}
            onChange={(v) => set('capitalIndexNumber', v)}
          />
          <TextField
            id="serial-number"
            label={t(w.serialNumber)}
            value={values.serialNumber}
            onChange={(v) => set('serialNumber', v)}
          />
          <SerialNumberScan onSerial={(v) => set('serialNumber', v)} />
        </div>
      </FormSection>
      <FormSection title={t(w.installation)} help={<HelpTip tipKey="new-bucket-installation" />}>
        <div className="form-grid">
          <DateTextField
            id="install-date"
            label={t(w.installDate)}
            value={values.installDate}
            error={errors.installDate}
            onChange={(v) => set('installDate', v)}
            onRefused={(message) => refuse('installDate', message)}
          />
          <TextField
            id="machine-hours"
            label={t(w.machineHours)}
            required
            inputMode="numeric"
            value={values.machineHours}
            error={hoursError}
            onChange={(v) => set('machineHours', v)}
          />
        </div>
      </FormSection>
    </>
  );
}
