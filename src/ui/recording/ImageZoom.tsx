import { useState, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from './photo-grid.ts';

/** recording spec §2 image zoom 1× to 3×, with buttons a gloved thumb can hit. */
export function ImageZoom(props: {
  url: string;
  alt: string;
  onClose: () => void;
  onDelete?: () => void;
  /** What is shown under the photo: its caption and when and where it was taken. */
  children?: ReactNode;
}) {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  return (
    <Modal title="Photo" onClose={props.onClose}>
      <div className="zoom-frame">
        <img src={props.url} alt={props.alt} style={{ transform: `scale(${zoom})` }} className="zoom-image" />
      </div>
      {props.children}
      <div className="modal-actions zoom-controls" role="group" aria-label="Zoom">
        <button
          type="button"
          className="button"
          disabled={zoom <= MIN_ZOOM}
          onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}
        >
          Zoom out
        </button>
        <output className="zoom-level" aria-live="polite">
          {zoom}×
        </output>
        <button
          type="button"
          className="button"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}
        >
          Zoom in
        </button>
      </div>
      {/* Apart from the zoom, on its own line: a gloved thumb going for Zoom in must not land on Delete. */}
      {props.onDelete ? (
        <div className="modal-actions zoom-delete">
          <button type="button" className="button danger" onClick={props.onDelete}>
            Delete photo
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
