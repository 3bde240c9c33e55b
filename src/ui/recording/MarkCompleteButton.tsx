import { defineMessages, useIntl } from 'react-intl';
import { useId, useRef, useState } from 'react';
import type { CompleteAnywayQuestion } from '../../rules/index.ts';
import { useClearOfToasts, useToast } from '../shell/toast.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { errorMessage } from './error-message.ts';
import { useReadOnly } from './read-only.tsx';
import { refusalText, useRefusedFields } from './refused-fields.tsx';

const words = defineMessages({
  complete: { id: 'rec.complete.button', defaultMessage: 'MARK AS COMPLETE' },
  failed: { id: 'rec.complete.failed', defaultMessage: 'The section could not be marked complete' },
});

/**
 * recording spec §2 MARK AS COMPLETE: stores the completion, then goes back; a refusal says why. With `ask` (entries
 * of the list not done, src/rules completeAnywayQuestion) it first asks, naming them (decision 0043).
 */
export function MarkCompleteButton(props: {
  label?: string;
  disabled?: boolean;
  onComplete: () => Promise<unknown>;
  onDone: () => void;
  ask?: CompleteAnywayQuestion | undefined;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const readOnly = useReadOnly();
  // decision 0039: never complete past a field that shows a value the device has not recorded
  const refused = useRefusedFields();
  const [refusedTap, setRefusedTap] = useState(false);
  if (refusedTap && refused.length === 0) setRefusedTap(false);
  const blocked = refusedTap && refused.length > 0;
  const messageId = useId();
  const refusal = useRef<HTMLParagraphElement>(null);
  useClearOfToasts(refusal, blocked);
  const complete = async () => {
    setBusy(true);
    try {
      await props.onComplete();
      props.onDone();
    } catch (error) {
      toast('alert', errorMessage(error, intl.formatMessage(words.failed)));
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
        aria-describedby={blocked ? messageId : undefined}
        onClick={() => {
          if (refused.length > 0) {
            setRefusedTap(true);
            document.getElementById(refused[0]?.inputId ?? '')?.scrollIntoView({ block: 'center' });
            return;
          }
          if (props.ask) setAsking(true);
          else void complete();
        }}
      >
        {props.label ?? intl.formatMessage(words.complete)}
      </button>
      {blocked ? (
        <p ref={refusal} id={messageId} role="alert" className="field-message complete-refused">
          {refusalText(refused, intl)}
        </p>
      ) : null}
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
