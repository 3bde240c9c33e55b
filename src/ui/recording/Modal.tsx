import { defineMessages, useIntl } from 'react-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { lockViewportZoom } from './viewport-zoom.ts';

const words = defineMessages({ close: { id: 'rec.modal.close', defaultMessage: 'Close' } });

/** recording spec §2 modal overlay: a native modal dialog (focus trapped, Escape closes), viewport zoom off while open. */
export function Modal(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A bottom sheet (Status History) rather than a centred dialog. */
  sheet?: boolean;
  /** The whole screen (the photo markup: every pixel for the picture and the gloved finger). */
  full?: boolean;
  /** Escape asks `onClose` rather than closing: it may ask first whether to lose what is on the dialog. */
  asksBeforeClosing?: boolean;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return lockViewportZoom();
  }, []);
  const titleId = `modal-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <dialog
      ref={ref}
      className={props.sheet ? 'modal sheet' : props.full ? 'modal full' : 'modal'}
      aria-labelledby={titleId}
      onClose={props.onClose}
      onCancel={(event) => {
        if (!props.asksBeforeClosing) return;
        event.preventDefault();
        props.onClose();
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="button" onClick={props.onClose}>
          {intl.formatMessage(words.close)}
        </button>
      </div>
      {props.children}
    </dialog>
  );
}
