import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from './photo-grid.ts';
import './markup.css';

const words = defineMessages({
  photo: { id: 'rec.zoom.photo', defaultMessage: 'Photo' },
  version: { id: 'rec.zoom.version', defaultMessage: 'Version' },
  markedUp: { id: 'rec.zoom.markedUp', defaultMessage: 'Marked up' },
  original: { id: 'rec.zoom.original', defaultMessage: 'Original' },
  zoom: { id: 'rec.zoom.zoom', defaultMessage: 'Zoom' },
  zoomOut: { id: 'rec.zoom.out', defaultMessage: 'Zoom out' },
  zoomIn: { id: 'rec.zoom.in', defaultMessage: 'Zoom in' },
  markUp: { id: 'rec.zoom.markUp', defaultMessage: 'MARK UP' },
  delete: { id: 'rec.zoom.delete', defaultMessage: 'Delete photo' },
});
const originalAlt = defineMessage<{ alt: string }>({
  id: 'rec.zoom.originalAlt',
  defaultMessage: '{alt} (original, before markup)',
});

/**
 * recording spec §2 image zoom 1× to 3×, with buttons a gloved thumb can hit and two fingers' pinch. A marked-up
 * photo can be seen as marked up or as taken (issue 54); MARK UP opens the editor while the inspection is open.
 */
export function ImageZoom(props: {
  url: string;
  alt: string;
  onClose: () => void;
  onDelete?: () => void;
  /** The original of a marked-up photo. */
  originalUrl?: string;
  onMarkUp?: () => void;
  /** What is shown under the photo: its caption and when and where it was taken. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [version, setVersion] = useState<'marked' | 'original'>('marked');
  const pinch = usePinch(zoom, setZoom);
  const showOriginal = version === 'original' && props.originalUrl !== undefined;
  return (
    <Modal title={say(words.photo)} onClose={props.onClose}>
      {props.originalUrl ? (
        <div className="zoom-versions" role="group" aria-label={say(words.version)}>
          <button
            type="button"
            className="button"
            aria-pressed={!showOriginal}
            onClick={() => setVersion('marked')}
          >
            {say(words.markedUp)}
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={showOriginal}
            onClick={() => setVersion('original')}
          >
            {say(words.original)}
          </button>
        </div>
      ) : null}
      <div className="zoom-frame" {...pinch}>
        <img
          src={showOriginal ? props.originalUrl : props.url}
          alt={showOriginal ? say(originalAlt, { alt: props.alt }) : props.alt}
          style={{ transform: `scale(${zoom})` }}
          className="zoom-image"
          draggable={false}
        />
      </div>
      {props.children}
      <div className="modal-actions zoom-controls" role="group" aria-label={say(words.zoom)}>
        <button
          type="button"
          className="button"
          disabled={zoom <= MIN_ZOOM}
          onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}
        >
          {say(words.zoomOut)}
        </button>
        <output className="zoom-level" aria-live="polite">
          {Math.round(zoom * 10) / 10}×
        </output>
        <button
          type="button"
          className="button"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}
        >
          {say(words.zoomIn)}
        </button>
      </div>
      {props.onMarkUp ? (
        <div className="modal-actions zoom-markup">
          <button type="button" className="button primary" onClick={props.onMarkUp}>
            {say(words.markUp)}
          </button>
        </div>
      ) : null}
      {/* Apart from the zoom, on its own line: a gloved thumb going for Zoom in must not land on Delete. */}
      {props.onDelete ? (
        <div className="modal-actions zoom-delete">
          <button type="button" className="button danger" onClick={props.onDelete}>
            {say(words.delete)}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}

/**
 * Two fingers apart zoom in, together zoom out, within the spec's 1× to 3×; one finger still scrolls the zoomed
 * photo (the browser's own panning).
 */
function usePinch(zoom: number, setZoom: (zoom: number) => void) {
  const fingers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ distance: number; zoom: number } | undefined>(undefined);
  const spread = () => {
    const [a, b] = [...fingers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const lift = (event: ReactPointerEvent) => {
    fingers.current.delete(event.pointerId);
    if (fingers.current.size < 2) start.current = undefined;
  };
  return {
    onPointerDown: (event: ReactPointerEvent) => {
      if (event.pointerType !== 'touch') return;
      fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (fingers.current.size === 2) start.current = { distance: spread(), zoom };
    },
    onPointerMove: (event: ReactPointerEvent) => {
      if (!fingers.current.has(event.pointerId)) return;
      fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const from = start.current;
      if (from && from.distance > 0) setZoom(clampZoom(from.zoom * (spread() / from.distance)));
    },
    onPointerUp: lift,
    onPointerCancel: lift,
  };
}
