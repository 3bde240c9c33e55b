import { useEffect, useState } from 'react';
import { warmFrameDecoder } from './frame-decoder.ts';
import { ScanView } from './ScanView.tsx';

/**
 * A large SCAN TAG button that opens the camera (decision 0056). `onFound` gets the code's text; `onFail` the message when
 * there is no camera or it was refused (the screen stays usable as before).
 */
export function ScanButton(props: {
  label: string;
  hint: string;
  onFound: (text: string) => void;
  onFail: (message: string) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // After the screen is shown, so its first paint does not wait on the decoder's start.
  useEffect(() => {
    if (props.disabled) return;
    const later = setTimeout(warmFrameDecoder, 500);
    return () => clearTimeout(later);
  }, [props.disabled]);
  return (
    <>
      <button
        type="button"
        className="button primary scan-button"
        disabled={props.disabled}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </button>
      {open ? (
        <ScanView
          title={props.label}
          hint={props.hint}
          onFound={(text) => {
            setOpen(false);
            props.onFound(text);
          }}
          onFail={(message) => {
            setOpen(false);
            props.onFail(message);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
