import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { leaveText, useRefusedFields } from './refused-fields.tsx';

/**
 * recording spec §2: DONE goes back (to the screen above this one) and records nothing. Outlined, where MARK AS
 * COMPLETE (and a position's COMPLETE) is the filled primary button: the one that records stands out beside it.
 * A screen still showing a refused value asks once first: leaving takes the typed value with it, unrecorded.
 */
export function DoneButton({ onDone, label = 'DONE' }: { onDone: () => void; label?: string }) {
  const refused = useRefusedFields();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button wide"
        onClick={() => (refused.length > 0 ? setAsking(true) : onDone())}
      >
        {label}
      </button>
      {asking && refused.length > 0 ? (
        <ConfirmDialog
          title="Not recorded"
          message={leaveText(refused)}
          confirmLabel="Leave without it"
          onConfirm={() => {
            setAsking(false);
            onDone();
          }}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
