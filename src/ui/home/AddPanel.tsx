import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PlusIcon } from '../shell/icons.tsx';

/** shell spec §2 Home: the floating add button's panel: NEW INSPECTION, NEW BUCKET, CHANGEOUT BUCKET. */
export function AddPanel() {
  const [open, setOpen] = useState(false);
  return (
    <div className="fab-area">
      {open ? (
        <nav id="add-panel" className="add-panel" aria-label="Add">
          <Link to="/new-inspection" className="button primary">
            NEW INSPECTION
          </Link>
          <Link to="/new-bucket" className="button primary">
            NEW BUCKET
          </Link>
          <Link to="/new-inspection" className="button primary">
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
