import { useId, useRef, useState } from 'react';
import { useClearOfToasts, useToast } from '../shell/toast.tsx';
import { errorMessage } from './error-message.ts';
import { useReadOnly } from './read-only.tsx';
import { refusalText, useRefusedFields } from './refused-fields.tsx';

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
  // decision 0039: never complete past a field that shows a value the device has not recorded
  const refused = useRefusedFields();
  const [refusedTap, setRefusedTap] = useState(false);
  if (refusedTap && refused.length === 0) setRefusedTap(false);
  const blocked = refusedTap && refused.length > 0;
  const messageId = useId();
  const refusal = useRef<HTMLParagraphElement>(null);
  useClearOfToasts(refusal, blocked);
  return (
    <>
      <button
        type="button"
        className="button primary wide"
        disabled={props.disabled === true || busy || readOnly}
        aria-describedby={blocked ? messageId : undefined}
        onClick={async () => {
          if (refused.length > 0) {
            setRefusedTap(true);
            document.getElementById(refused[0]?.inputId ?? '')?.scrollIntoView({ block: 'center' });
            return;
          }
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
      {blocked ? (
        <p ref={refusal} id={messageId} role="alert" className="field-message complete-refused">
          {refusalText(refused)}
        </p>
      ) : null}
    </>
  );
}
