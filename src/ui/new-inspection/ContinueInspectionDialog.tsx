import { useEffect, useRef } from 'react';
import type { MachineRow } from '../../worker/contract.ts';
import { formatIsoDateTime } from '../shell/format.ts';

/**
 * A machine with an inspection in progress: continue it, or start another on purpose (every tap used to start
 * a new one, and Home filled with identical cards).
 */
export function ContinueInspectionDialog(props: {
  machine: MachineRow;
  onContinue: () => void;
  onStartAnother: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const started = props.machine.openInspectionDate;
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="continue-inspection-title"
      aria-describedby="continue-inspection-text"
      onCancel={props.onCancel}
    >
      <h2 id="continue-inspection-title">Inspection in progress</h2>
      <p id="continue-inspection-text">
        {props.machine.name} already has an inspection in progress
        {started ? `, started ${formatIsoDateTime(started)}` : ''}. Continue it, or start another inspection?
      </p>
      <div className="modal-actions stacked">
        <button type="button" className="button primary" onClick={props.onContinue}>
          CONTINUE INSPECTION
        </button>
        <button type="button" className="button" onClick={props.onStartAnother}>
          START ANOTHER
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
