import { useState } from 'react';
import {
  NEW_BUCKET_RULES,
  clearFieldError,
  selectCustomer,
  selectMachine,
  selectMineLocation,
  selectSite,
  type NewBucketField,
  type NewBucketLocation,
} from '../../rules/index.ts';

export interface NewBucketValues {
  readonly location: NewBucketLocation;
  readonly customerBucketName: string;
  readonly manufacturerId: number | null;
  readonly partNumber: string;
  readonly configurationId: number | null;
  readonly capitalIndexNumber: string;
  readonly serialNumber: string;
  readonly installDate: string;
  readonly machineHours: string;
}

export type Errors = Partial<Record<NewBucketField, string>>;

const EMPTY: NewBucketValues = {
  location: { customerId: null, siteId: null, assetId: null, mineLocationId: null },
  customerBucketName: '',
  manufacturerId: null,
  partNumber: '',
  configurationId: null,
  capitalIndexNumber: '',
  serialNumber: '',
  installDate: '',
  machineHours: '',
};

const LOCATION_FIELDS: Record<keyof NewBucketLocation, readonly NewBucketField[]> = {
  customerId: ['customerId', 'siteId', 'assetId', 'mineLocationId'],
  siteId: ['siteId', 'assetId', 'mineLocationId'],
  assetId: ['assetId', 'mineLocationId'],
  mineLocationId: ['assetId', 'mineLocationId'],
};

/**
 * The form's values and errors: the cascading location (shell spec §4), and every error cleared when its field
 * changes (§5), with the other field of the machine-or-mine-location pair.
 */
export function useNewBucketForm() {
  const [values, setValues] = useState<NewBucketValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const clear = (fields: readonly NewBucketField[]) =>
    setErrors((current) => fields.reduce<Errors>((e, f) => clearFieldError(e, f, NEW_BUCKET_RULES), current));
  const choose = (field: keyof NewBucketLocation, id: number | null) => {
    const select = {
      customerId: selectCustomer,
      siteId: selectSite,
      assetId: selectMachine,
      mineLocationId: selectMineLocation,
    }[field];
    setValues((v) => ({ ...v, location: select(v.location, id) }));
    clear(LOCATION_FIELDS[field]);
  };
  const set = <K extends Exclude<keyof NewBucketValues, 'location'>>(field: K, value: NewBucketValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear([field]);
  };
  // A typed text refused before it is kept (a date that is no date): its message stays until the field changes, and
  // the form is not sent while it shows (`blocked`).
  const refuse = (field: Exclude<keyof NewBucketValues, 'location'>, message: string) =>
    setErrors((current) => ({ ...current, [field]: message }));
  const blocked = errors.installDate !== undefined;
  return { values, errors, setErrors, choose, set, refuse, blocked };
}
