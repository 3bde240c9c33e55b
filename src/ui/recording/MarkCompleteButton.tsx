import { useState } from 'react';
import type { CompleteAnywayQuestion } from '../../rules/index.ts';
import { useToast } from '../shell/toast.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { errorMessage } from './error-message.ts';
import { useReadOnly } from './read-only.tsx';

/**
 * recording spec §2 MARK AS COMPLETE: stores the completion, then goes back; a refusal says why. With `ask` (entries
 * of the list not done, src/rules completeAnywayQuestion) it first asks, naming them (issue 48).
 */
export function MarkCompleteButton(props: {
  label?: string;
  disabled?: boolean;
  onComplete: () => Promise<unknown>;
  onDone: () => void;
  ask?: CompleteAnywayQuestion | undefined;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const readOnly = useReadOnly();
  const complete = async () => {
    setBusy(true);
    try {
      await props.onComplete();
      props.onDone();
    } catch (error) {
      toast('alert', errorMessage(error, 'The section could not be marked complete'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button primary wide"
        disabled={props.disabled === true || busy || readOnly}
        onClick={() => (props.ask ? setAsking(true) : void complete())}
      >
        {props.label ?? 'MARK AS COMPLETE'}
      </button>
      {asking && props.ask ? (
        <ConfirmDialog
          {...props.ask}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void complete();
          }}
        />
      ) : null}
    </>
  );
}
