import { defineMessages, useIntl } from 'react-intl';
import { Modal } from './Modal.tsx';

const words = defineMessages({ cancel: { id: 'rec.confirm.cancel', defaultMessage: 'Cancel' } });

/** A yes/no question before something is deleted, or a list is completed with entries not done. */
export function ConfirmDialog(props: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal title={props.title} onClose={props.onCancel}>
      <p>{props.message}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          {intl.formatMessage(words.cancel)}
        </button>
        <button type="button" className="button danger" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
