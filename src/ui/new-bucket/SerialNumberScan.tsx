import { FieldScan } from '../scan/FieldScan.tsx';

/** SCAN SERIAL under Customer's Bucket Serial Number (decision 0056). */
export function SerialNumberScan(props: { onSerial: (serial: string) => void }) {
  return (
    <FieldScan
      label="SCAN SERIAL"
      hint="Point the camera at the bucket’s serial barcode or QR code."
      onCode={props.onSerial}
    />
  );
}

/** SCAN P/N under Bucket Part Number (P/N): the part number barcode on the bucket's plate. */
export function PartNumberScan(props: { onPartNumber: (partNumber: string) => void }) {
  return (
    <FieldScan
      label="SCAN P/N"
      hint="Point the camera at the part number barcode on the bucket’s plate."
      onCode={props.onPartNumber}
    />
  );
}
