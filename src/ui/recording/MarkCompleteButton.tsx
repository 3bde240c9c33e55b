import { useState } from 'react';
import { useToast } from '../shell/toast.tsx';
import { errorMessage } from './error-message.ts';
import { useReadOnly } from './read-only.tsx';

/** recording spec §2 MARK AS COMPLETE: stores the completion, then goes back; a refusal says why. */
export function MarkCompleteButton(props: {
  label?: string;
  disabled?: boolean;
  onComplete: () => Promise<unknown>;
  onDone: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const readOnly = useReadOnly();
  return (
    <button
      type="button"
      className="button primary wide"
      disabled={props.disabled === true || busy || readOnly}
      onClick={async () => {
        setBusy(true);
        try {
          await props.onComplete();
          props.onDone();
        } catch (error) {
          toast('alert', errorMessage(error, 'The section could not be marked complete'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {props.label ?? 'MARK AS COMPLETE'}
    </button>
  );
}
