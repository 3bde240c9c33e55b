import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { NEW_BUCKET_NOTICE, validateNewBucket, type NewBucketForm } from './new-bucket-validation.ts';
import {
  atLeastOneMessage,
  clearFieldError,
  isEmptyValue,
  requiredMessage,
  validateRequired,
  type RequiredRule,
} from './required-fields.ts';

const valid: NewBucketForm = {
  customerId: 1,
  siteId: 2,
  assetId: 3,
  mineLocationId: null,
  customerBucketName: 'Main bucket',
  configurationId: 7,
  machineHours: '1200',
};

describe('New Bucket validation (shell spec §5)', () => {
  it('shows the notice of the Location of Bucket section', () => {
    expect(NEW_BUCKET_NOTICE).toBe('Select "Machine" or "Mine Location" to create a new bucket.');
  });

  it('gives every required message for an empty form', () => {
    expect(validateNewBucket({})).toEqual({
      ok: false,
      errors: {
        configurationId: 'GET Fitment is required',
        customerBucketName: 'Customer Bucket Name is required',
        customerId: 'Customer is required',
        siteId: 'Site is required',
        machineHours: 'Machine Hours is required',
        assetId: 'Machine or Mine Location is required',
        mineLocationId: 'Machine or Mine Location is required',
      },
    });
  });

  it.each([
    [{ ...valid }],
    [{ ...valid, assetId: null, mineLocationId: 4 }],
    [{ ...valid, machineHours: 0 }],
    [{ ...valid, machineHours: ' 15 ' }],
  ])('accepts %j', (form) => expect(validateNewBucket(form)).toEqual({ ok: true }));

  it.each([
    ['customerBucketName', '   ', 'Customer Bucket Name is required'],
    ['customerId', -1, 'Customer is required'],
    ['siteId', null, 'Site is required'],
    ['configurationId', undefined, 'GET Fitment is required'],
    ['machineHours', '', 'Machine Hours is required'],
    ['machineHours', -1, 'Machine Hours is required'],
    ['machineHours', '12.5', 'Enter a whole number: digits only, no decimal point or sign'],
    ['machineHours', 'abc', 'Enter a whole number: digits only, no decimal point or sign'],
  ] as const)('%s = %j gives %j', (field, value, message) => {
    expect(validateNewBucket({ ...valid, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it('needs a machine or a mine location', () => {
    expect(validateNewBucket({ ...valid, assetId: -1, mineLocationId: undefined })).toEqual({
      ok: false,
      errors: {
        assetId: 'Machine or Mine Location is required',
        mineLocationId: 'Machine or Mine Location is required',
      },
    });
  });

  it('whitespace-only text always counts as empty', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]*$/), (blank) => {
        const result = validateNewBucket({ ...valid, customerBucketName: blank });
        return !result.ok && result.errors.customerBucketName === 'Customer Bucket Name is required';
      }),
    );
  });
});

describe('generic required rules (shell spec §5)', () => {
  it('has the generic fallback messages', () => {
    expect(requiredMessage('Name')).toBe('Name is required');
    expect(atLeastOneMessage(['Email', 'Phone'])).toBe('At least one of [Email, Phone] is required');
  });

  const rules: RequiredRule[] = [
    { kind: 'required', field: 'name', label: 'Name' },
    { kind: 'required', field: 'name', label: 'Name again', message: 'not shown' },
    { kind: 'atLeastOne', fields: ['email', 'phone'], labels: ['Email', 'Phone'] },
    { kind: 'atLeastOne', fields: ['phone', 'fax'], labels: ['Phone', 'Fax'] },
  ];

  it('uses the fallbacks when a rule has no message, first error wins', () => {
    expect(validateRequired({}, rules)).toEqual({
      name: 'Name is required',
      email: 'At least one of [Email, Phone] is required',
      phone: 'At least one of [Email, Phone] is required',
      fax: 'At least one of [Phone, Fax] is required',
    });
    expect(validateRequired({ name: 'x', phone: '1' }, rules)).toEqual({});
  });

  it('clears the error of a changed field, with its at-least-one group', () => {
    const errors = validateRequired({}, rules);
    expect(clearFieldError(errors, 'name')).toEqual({
      email: 'At least one of [Email, Phone] is required',
      phone: 'At least one of [Email, Phone] is required',
      fax: 'At least one of [Phone, Fax] is required',
    });
    expect(clearFieldError(errors, 'email', rules)).toEqual({
      name: 'Name is required',
      fax: 'At least one of [Phone, Fax] is required',
    });
  });

  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [' \t', true],
    [-1, true],
    [NaN, true],
    [0, false],
    [5, false],
    ['a', false],
    [false, false],
  ])('%j is empty: %s', (value, empty) => expect(isEmptyValue(value)).toBe(empty));
});
