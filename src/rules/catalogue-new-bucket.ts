// Catalogue entries of the observations written for a new bucket (shell spec §2 New Bucket and §3).
import { entry, type CatalogueEntry, type Screen } from './catalogue-types.ts';
import { DataLevel, DataType, type DataLevelId, type DataTypeId } from './enums.ts';

// shell spec §2 New Bucket: the Bucket Specifications fields, also edited on the bucket specifications screen
export const BUCKET_SPECIFICATIONS = {
  customerBucketName: 'Bucket.Specifications.CustomerBucketName',
  manufacturer: 'Bucket.Specifications.Manufacturer',
  partNumber: 'Bucket.Specifications.PartNumber',
  fitment: 'Bucket.Specifications.Fitment',
  capitalIndexNumber: 'Bucket.Specifications.CapitalIndexNumber',
  serialNumber: 'Bucket.Specifications.SerialNumber',
} as const;

// shell spec §3: the observations written for a new bucket, by what they hold
export const NEW_BUCKET_OBSERVATIONS = {
  isChangeOut: 'Bucket.IsChangeOut',
  isNew: 'Bucket.IsNew',
  changeOutFrom: 'Bucket.ChangeOutFrom',
  externalId: 'Bucket.ExternalId',
  installDate: 'Bucket.Installation.InstallDate',
  machineHours: 'Bucket.Installation.MachineHours',
  customer: 'Bucket.Location.Customer',
  site: 'Bucket.Location.Site',
  mineLocation: 'Bucket.Location.MineLocation',
  machine: 'Bucket.Location.Machine',
  ...BUCKET_SPECIFICATIONS,
} as const;

// shell spec §3: the observations written for a new bucket (and edited on the bucket specifications screen)
export function newBucketCatalogue(): CatalogueEntry[] {
  const ids = NEW_BUCKET_OBSERVATIONS;
  const { equipment } = DataLevel;
  const rows: [string, DataTypeId, string, DataLevelId, Screen, string?][] = [
    [ids.isChangeOut, DataType.boolean, 'Is Changeout', equipment, 'new-bucket'],
    [ids.isNew, DataType.boolean, 'Is New', equipment, 'new-bucket'],
    [ids.changeOutFrom, DataType.string, 'Changed Out From', equipment, 'new-bucket'],
    [ids.externalId, DataType.string, 'External Id', equipment, 'new-bucket'],
    [ids.customer, DataType.string, 'Customers', equipment, 'new-bucket'],
    [ids.site, DataType.string, 'Site', equipment, 'new-bucket'],
    [ids.machine, DataType.string, 'Machine', DataLevel.asset, 'new-bucket'],
    [ids.mineLocation, DataType.string, 'Mine Location', DataLevel.mineLocation, 'new-bucket'],
    [ids.installDate, DataType.date, 'Install Date', equipment, 'new-bucket'],
    [ids.machineHours, DataType.number, 'Machine Hours', equipment, 'new-bucket', 'h'],
    [ids.customerBucketName, DataType.string, 'Customer Bucket Name', equipment, 'bucket-specifications'],
    [ids.manufacturer, DataType.string, 'Manufacturer', equipment, 'bucket-specifications'],
    [ids.partNumber, DataType.string, 'Bucket Part Number (P/N)', equipment, 'bucket-specifications'],
    [ids.fitment, DataType.string, 'GET Fitment', equipment, 'bucket-specifications'],
    [ids.capitalIndexNumber, DataType.string, 'Capital Item (CI) Number', equipment, 'bucket-specifications'],
    [
      ids.serialNumber,
      DataType.string,
      "Customer's Bucket Serial Number",
      equipment,
      'bucket-specifications',
    ],
  ];
  return rows.map(([identifier, type, label, level, screen, unit]) =>
    entry(identifier, type, label, `Bucket / ${label}`, level, screen, unit === undefined ? {} : { unit }),
  );
}
