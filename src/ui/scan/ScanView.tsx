import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useCameraScan } from './use-camera-scan.ts';
import './scan.css';

const words = defineMessages({
  torchOff: { id: 'scan.torchOff', defaultMessage: 'TORCH OFF' },
  torchOn: { id: 'scan.torchOn', defaultMessage: 'TORCH ON' },
  cancel: { id: 'scan.cancel', defaultMessage: 'CANCEL' },
});

/**
 * The full-screen camera view of a scan (decision 0056): the rear camera, a frame to aim with, a torch where the camera
 * has one, and CANCEL. Closes itself by calling onFound (a code read) or onFail (no camera, or refused).
 */
export function ScanView(props: {
  title: string;
  hint: string;
  onFound: (text: string) => void;
  onFail: (message: string) => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { videoRef, torch } = useCameraScan(props.onFound, props.onFail);
  const t = useIntl().formatMessage;
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="scan-view" aria-label={props.title} onClose={props.onCancel}>
      <video ref={videoRef} className="scan-video" muted playsInline aria-hidden="true" />
      <div className="scan-aim" aria-hidden="true" />
      <p className="scan-hint" role="status">
        {props.hint}
      </p>
      <div className="scan-actions">
        {torch ? (
          <button type="button" className="button" aria-pressed={torch.on} onClick={torch.toggle}>
            {torch.on ? t(words.torchOff) : t(words.torchOn)}
          </button>
        ) : null}
        <button type="button" className="button primary" onClick={props.onCancel}>
          {t(words.cancel)}
        </button>
      </div>
    </dialog>
  );
}
