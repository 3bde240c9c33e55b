// The New Bucket form's validation (shell spec §2 New Bucket and §5).
import { validateRequired, type FieldErrors, type FieldValue, type RequiredRule } from './required-fields.ts';
import { validateInput } from './numeric-input.ts';

/** shell spec §2 New Bucket: the form's fields (ids of selects, text of inputs). */
export interface NewBucketForm {
  customerId?: FieldValue;
  siteId?: FieldValue;
  assetId?: FieldValue;
  mineLocationId?: FieldValue;
  customerBucketName?: FieldValue;
  manufacturerId?: FieldValue;
  partNumber?: FieldValue;
  configurationId?: FieldValue;
  capitalIndexNumber?: FieldValue;
  serialNumber?: FieldValue;
  installDate?: FieldValue;
  machineHours?: FieldValue;
}

export type NewBucketField = keyof NewBucketForm;

export const NEW_BUCKET_NOTICE = 'Select "Machine" or "Mine Location" to create a new bucket.';

// shell spec §5: the New Bucket required fields and their exact messages, in the spec's order
export const NEW_BUCKET_RULES: readonly RequiredRule[] = [
  { kind: 'required', field: 'configurationId', label: 'GET Fitment', message: 'GET Fitment is required' },
  {
    kind: 'required',
    field: 'customerBucketName',
    label: 'Customer Bucket Name',
    message: 'Customer Bucket Name is required',
  },
  { kind: 'required', field: 'customerId', label: 'Customers', message: 'Customer is required' },
  { kind: 'required', field: 'siteId', label: 'Site', message: 'Site is required' },
  { kind: 'required', field: 'machineHours', label: 'Machine Hours', message: 'Machine Hours is required' },
  {
    kind: 'atLeastOne',
    fields: ['assetId', 'mineLocationId'],
    labels: ['Machine', 'Mine Location'],
    message: 'Machine or Mine Location is required',
  },
];

export type NewBucketValidation =
  { ok: true } | { ok: false; errors: Partial<Record<NewBucketField, string>> };

// shell spec §5: New Bucket validation: required fields, machine or mine location, Machine Hours an integer
export function validateNewBucket(form: NewBucketForm): NewBucketValidation {
  const errors: FieldErrors = validateRequired(
    form as Readonly<Record<string, FieldValue>>,
    NEW_BUCKET_RULES,
  );
  if (errors.machineHours === undefined) {
    const hours = validateInput(String(form.machineHours), 'integer');
    if (!hours.ok) errors.machineHours = hours.message;
  }
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}
