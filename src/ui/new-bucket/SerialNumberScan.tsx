import { useIntl } from 'react-intl';
import { FieldScan } from '../scan/FieldScan.tsx';
import { bucketWords } from './bucket-words.ts';

/** SCAN SERIAL under Customer's Bucket Serial Number (decision 0056). */
export function SerialNumberScan(props: { onSerial: (serial: string) => void }) {
  const t = useIntl().formatMessage;
  return (
    <FieldScan
      label={t(bucketWords.scanSerial)}
      hint={t(bucketWords.scanSerialHint)}
      onCode={props.onSerial}
    />
  );
}

/** SCAN P/N under Bucket Part Number (P/N): the part number barcode on the bucket's plate. */
export function PartNumberScan(props: { onPartNumber: (partNumber: string) => void }) {
  const t = useIntl().formatMessage;
  return (
    <FieldScan
      label={t(bucketWords.scanPartNumber)}
      hint={t(bucketWords.scanPartNumberHint)}
      onCode={props.onPartNumber}
    />
  );
}
