import { useState } from 'react';
import { parseScannedTag } from '../../rules/index.ts';
import { ScanButton } from './ScanButton.tsx';

/**
 * A scan button under a field (decision 0056): the plate's barcode or the bucket's QR tag gives the text (a tag URL of
 * this app gives the serial it carries), so a serial or part number is never mistyped with gloves on.
 */
export function FieldScan(props: { label: string; hint: string; onCode: (text: string) => void }) {
  const [notice, setNotice] = useState<string | undefined>();
  return (
    <div className="field">
      <ScanButton
        label={props.label}
        hint={props.hint}
        onFound={(code) => {
          setNotice(undefined);
          props.onCode(parseScannedTag(code)?.shown ?? code.trim());
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
