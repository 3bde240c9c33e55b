import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Say } from '../shell/sync-words.ts';

// New Bucket's words (shell spec §2, §5) in the inspector's language (decision 0065). The rules keep the spec's
// English messages (they are also the worker's answers); a screen translates them here, at display only.
export const bucketWords = defineMessages({
  machineHeading: { id: 'newBucket.heading', defaultMessage: 'MACHINE' },
  specifications: { id: 'newBucket.specifications', defaultMessage: 'Bucket Specifications' },
  location: { id: 'newBucket.location', defaultMessage: 'Location of Bucket' },
  notice: {
    id: 'newBucket.notice',
    defaultMessage: 'Select "Machine" or "Mine Location" to create a new bucket.',
  },
  customers: { id: 'newBucket.customers', defaultMessage: 'Customers' },
  site: { id: 'newBucket.site', defaultMessage: 'Site' },
  machine: { id: 'newBucket.machine', defaultMessage: 'Machine' },
  mineLocation: { id: 'newBucket.mineLocation', defaultMessage: 'Mine Location' },
  goBack: { id: 'newBucket.goBack', defaultMessage: 'Go back' },
  creatingFailed: { id: 'newBucket.creatingFailed', defaultMessage: 'Creating Inspection failed' },
  customerBucketName: { id: 'newBucket.customerBucketName', defaultMessage: 'Customer Bucket Name' },
  manufacturer: { id: 'newBucket.manufacturer', defaultMessage: 'Manufacturer' },
  partNumber: { id: 'newBucket.partNumber', defaultMessage: 'Bucket Part Number (P/N)' },
  fitment: { id: 'newBucket.fitment', defaultMessage: 'GET Fitment' },
  ciNumber: { id: 'newBucket.ciNumber', defaultMessage: 'Capital Item (CI) Number' },
  serialNumber: { id: 'newBucket.serialNumber', defaultMessage: "Customer's Bucket Serial Number" },
  installation: { id: 'newBucket.installation', defaultMessage: 'Installation on Machine' },
  installDate: { id: 'newBucket.installDate', defaultMessage: 'Install Date' },
  machineHours: { id: 'newBucket.machineHours', defaultMessage: 'Machine Hours' },
  hoursWhole: { id: 'newBucket.hoursWhole', defaultMessage: 'Machine Hours must be a whole number' },
  select: { id: 'newBucket.select', defaultMessage: 'Select…' },
  create: { id: 'newBucket.create', defaultMessage: 'CREATE' },
  cancel: { id: 'newBucket.cancel', defaultMessage: 'CANCEL' },
  scanSerial: { id: 'newBucket.scanSerial', defaultMessage: 'SCAN SERIAL' },
  scanSerialHint: {
    id: 'newBucket.scanSerial.hint',
    defaultMessage: 'Point the camera at the bucket’s serial barcode or QR code.',
  },
  scanPartNumber: { id: 'newBucket.scanPartNumber', defaultMessage: 'SCAN P/N' },
  scanPartNumberHint: {
    id: 'newBucket.scanPartNumber.hint',
    defaultMessage: 'Point the camera at the part number barcode on the bucket’s plate.',
  },
});

// shell spec §5's required-field messages, as src/rules/new-bucket-validation.ts words them.
const required = defineMessages({
  fitment: { id: 'newBucket.required.fitment', defaultMessage: 'GET Fitment is required' },
  bucketName: { id: 'newBucket.required.bucketName', defaultMessage: 'Customer Bucket Name is required' },
  customer: { id: 'newBucket.required.customer', defaultMessage: 'Customer is required' },
  site: { id: 'newBucket.required.site', defaultMessage: 'Site is required' },
  hours: { id: 'newBucket.required.hours', defaultMessage: 'Machine Hours is required' },
  machineOrLocation: {
    id: 'newBucket.required.machineOrLocation',
    defaultMessage: 'Machine or Mine Location is required',
  },
});

const SHOWN: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  [...Object.values(required), bucketWords.hoursWhole].map((m) => [m.defaultMessage as string, m]),
);

/** A field's message in the inspector's language; a message the app does not know (the worker's) as it came. */
export function fieldErrorShown(message: string | undefined, t: Say): string | undefined {
  if (message === undefined) return undefined;
  const known = SHOWN[message];
  return known ? t.formatMessage(known) : message;
}
