import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PlusIcon } from '../shell/icons.tsx';

/** shell spec §2 Home: the floating add button's panel: NEW INSPECTION, NEW BUCKET, CHANGEOUT BUCKET. */
export function AddPanel() {
  const [open, setOpen] = useState(false);
  // A choice closes the panel at once: Home stays on screen while the next screen's code loads, and Back
  // from there must not find the panel still open (a tap on + would then close it).
  const close = () => setOpen(false);
  return (
    <div className="fab-area">
      {open ? (
        <nav id="add-panel" className="add-panel" aria-label="Add">
          <Link to="/new-inspection" className="button primary" onClick={close}>
            NEW INSPECTION
          </Link>
          <Link to="/new-bucket" className="button primary" onClick={close}>
            NEW BUCKET
          </Link>
          <Link to="/new-inspection" className="button primary" onClick={close}>
            CHANGEOUT BUCKET
          </Link>
        </nav>
      ) : null}
      <button
        type="button"
        className="fab"
        aria-label="Add"
        aria-expanded={open}
        aria-controls="add-panel"
        onClick={() => setOpen((o) => !o)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
