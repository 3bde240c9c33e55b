import { Link } from '@tanstack/react-router';
import { defineMessages, useIntl } from 'react-intl';
import { useState, type ReactNode } from 'react';
import { PlusIcon } from '../shell/icons.tsx';

const words = defineMessages({
  add: { id: 'home.add', defaultMessage: 'Add' },
  newInspection: { id: 'home.add.newInspection', defaultMessage: 'NEW INSPECTION' },
  newBucket: { id: 'home.add.newBucket', defaultMessage: 'NEW BUCKET' },
  changeoutBucket: { id: 'home.add.changeoutBucket', defaultMessage: 'CHANGEOUT BUCKET' },
});

/**
 * shell spec §2 Home: the floating add button's panel: NEW INSPECTION, NEW BUCKET, CHANGEOUT BUCKET. `beside` is drawn
 * left of the button, in the strip kept for it (nothing on the page moves when it comes).
 */
export function AddPanel({ beside }: { beside?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const t = useIntl().formatMessage;
  // A choice closes the panel at once: Home stays on screen while the next screen's code loads, and Back
  // from there must not find the panel still open (a tap on + would then close it).
  const close = () => setOpen(false);
  return (
    <div className="fab-area">
      {open ? (
        <nav id="add-panel" className="add-panel" aria-label={t(words.add)} data-snapshot="leave-out">
          <Link to="/new-inspection" className="button primary" onClick={close}>
            {t(words.newInspection)}
          </Link>
          <Link to="/new-bucket" className="button primary" onClick={close}>
            {t(words.newBucket)}
          </Link>
          <Link to="/new-inspection" className="button primary" onClick={close}>
            {t(words.changeoutBucket)}
          </Link>
        </nav>
      ) : null}
      <div className="fab-row">
        {/* Announced when it comes: it is out of the reading order's way at the bottom. */}
        <div className="fab-beside" aria-live="polite">
          {beside}
        </div>
        <button
          type="button"
          className="fab"
          aria-label={t(words.add)}
          aria-expanded={open}
          aria-controls="add-panel"
          onClick={() => setOpen((o) => !o)}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
