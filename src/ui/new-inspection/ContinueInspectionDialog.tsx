import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MachineRow } from '../../worker/contract.ts';
import { formatIsoDateTime } from '../shell/format.ts';

const words = defineMessages({
  title: { id: 'continueInspection.title', defaultMessage: 'Inspection in progress' },
  text: defineMessage<{ machine: string }>({
    id: 'continueInspection.text',
    defaultMessage:
      '{machine} already has an inspection in progress. Continue it, or start another inspection?',
  }),
  textStarted: defineMessage<{ machine: string; date: string }>({
    id: 'continueInspection.textStarted',
    defaultMessage:
      '{machine} already has an inspection in progress, started {date}. Continue it, or start another inspection?',
  }),
  continue: { id: 'continueInspection.continue', defaultMessage: 'CONTINUE INSPECTION' },
  startAnother: { id: 'continueInspection.startAnother', defaultMessage: 'START ANOTHER' },
  cancel: { id: 'continueInspection.cancel', defaultMessage: 'Cancel' },
});

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
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="continue-inspection-title"
      aria-describedby="continue-inspection-text"
      onCancel={props.onCancel}
    >
      <h2 id="continue-inspection-title">{t(words.title)}</h2>
      <p id="continue-inspection-text">
        {started
          ? t(words.textStarted, {
              machine: props.machine.name,
              date: formatIsoDateTime(started, intl.locale),
            })
          : t(words.text, { machine: props.machine.name })}
      </p>
      <div className="modal-actions stacked">
        <button type="button" className="button primary" onClick={props.onContinue}>
          {t(words.continue)}
        </button>
        <button type="button" className="button" onClick={props.onStartAnother}>
          {t(words.startAnother)}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          {t(words.cancel)}
        </button>
      </div>
    </dialog>
  );
}
