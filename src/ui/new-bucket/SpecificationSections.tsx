import { HelpTip } from '../help/HelpTip.tsx';
import type { NewBucketOptions } from '../../worker/contract.ts';
import { FormSection, SelectField, TextField } from './fields.tsx';
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
  hoursError,
}: {
  values: NewBucketValues;
  errors: Errors;
  options: Pick<NewBucketOptions, 'manufacturers' | 'fitments'> | undefined;
  set: <K extends Settable>(field: K, value: NewBucketValues[K]) => void;
  hoursError: string | undefined;
}) {
  return (
    <>
      <FormSection title="Bucket Specifications" help={<HelpTip tipKey="new-bucket-specifications" />}>
        <div className="form-grid">
          <TextField
            id="bucket-name"
            label="Customer Bucket Name"
            required
            value={values.customerBucketName}
            error={errors.customerBucketName}
            onChange={(v) => set('customerBucketName', v)}
          />
          <SelectField
            id="manufacturer"
            label="Manufacturer"
            value={values.manufacturerId}
            options={options?.manufacturers ?? []}
            onChange={(id) => set('manufacturerId', id)}
          />
          <TextField
            id="part-number"
            label="Bucket Part Number (P/N)"
            value={values.partNumber}
            onChange={(v) => set('partNumber', v)}
          />
          <PartNumberScan onPartNumber={(v) => set('partNumber', v)} />
          <SelectField
            id="fitment"
            label="GET Fitment"
            required
            value={values.configurationId}
            options={options?.fitments ?? []}
            error={errors.configurationId}
            onChange={(id) => set('configurationId', id)}
          />
          <TextField
            id="ci-number"
            label="Capital Item (CI) Number"
            value={values.capitalIndexNumber}
            onChange={(v) => set('capitalIndexNumber', v)}
          />
          <TextField
            id="serial-number"
            label="Customer's Bucket Serial Number"
            value={values.serialNumber}
            onChange={(v) => set('serialNumber', v)}
          />
          <SerialNumberScan onSerial={(v) => set('serialNumber', v)} />
        </div>
      </FormSection>
      <FormSection title="Installation on Machine" help={<HelpTip tipKey="new-bucket-installation" />}>
        <div className="form-grid">
          <TextField
            id="install-date"
            label="Install Date"
            type="date"
            value={values.installDate}
            onChange={(v) => set('installDate', v)}
          />
          <TextField
            id="machine-hours"
            label="Machine Hours"
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
