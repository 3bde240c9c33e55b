import { useState } from 'react';
import { parseScannedTag } from '../../rules/index.ts';
import { ScanButton } from '../scan/ScanButton.tsx';

/**
 * SCAN SERIAL under Customer's Bucket Serial Number (decision 0056): the serial plate's barcode or the bucket's QR tag fills
 * the field (a tag URL of this app gives the serial it carries), so it is never mistyped with gloves on.
 */
export function SerialNumberScan(props: { onSerial: (serial: string) => void }) {
  const [notice, setNotice] = useState<string | undefined>();
  return (
    <div className="field">
      <ScanButton
        label="SCAN SERIAL"
        hint="Point the camera at the bucket’s serial barcode or QR code."
        onFound={(code) => {
          setNotice(undefined);
          props.onSerial(parseScannedTag(code)?.shown ?? code.trim());
        }}
        onFail={setNotice}
      />
      {notice ? (
        <p role="alert" className="notice">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
