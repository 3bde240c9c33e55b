import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  conflictCountLine,
  conflictLine,
  otherDeviceName,
  sideValue,
  type ConflictSide,
} from '../../rules/index.ts';
import type { OpenConflict } from '../../worker/contract.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useToast } from '../shell/toast.tsx';
import { usePreferences } from '../storage/preferences.ts';
import { ImageZoom } from './ImageZoom.tsx';
import { PhotoThumb } from './PhotoThumb.tsx';
import { useOpenConflicts, useReadingConflicts } from './reading-conflicts.tsx';

// Two devices, one inspection (docs/decisions/0052-two-devices-one-inspection.md): a reading another device changed
// too, with the spec-like line "Changed on another device: 12.5 mm (tablet, 08:34) — yours 13.0 mm (08:40)" and two
// large buttons to keep one value. The choice sits directly under the reading's field; the inspection's contents
// list every open one. The choice is an ordinary write (the worker's settleConflict); the other device learns of it
// with its next sync.

/** Every open conflict of an inspection (its contents screen), or the given ones (a screen's unclaimed ones). */
export function ConflictChoices({
  inspectionExternalId,
  conflicts,
}: {
  inspectionExternalId: string;
  conflicts?: readonly OpenConflict[] | undefined;
}) {
  const all = useOpenConflicts(inspectionExternalId);
  const shown = conflicts ?? all;
  if (shown.length === 0) return null;
  const readings = new Set(shown.map((c) => c.observationExternalId)).size;
  return (
    <section className="conflict-choices" aria-label="Changed on another device">
      <h2 className="conflict-heading">{conflictCountLine(readings)}</h2>
      <p className="conflict-help">
        Both devices changed these readings while apart. Nothing is lost: choose the value to keep.
      </p>
      <ul>
        {shown.map((conflict) => (
          <li key={conflict.id} className="conflict-choice">
            <strong>{conflict.label}</strong>
            <ConflictChoice inspectionExternalId={inspectionExternalId} conflict={conflict} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The choice of the reading a field shows, directly under the field (nothing when no other device changed it). */
export function ReadingConflictChoices({ observation }: { observation: string | null | undefined }) {
  const { inspectionExternalId, conflicts } = useReadingConflicts(observation);
  if (conflicts.length === 0) return null;
  return (
    <div className="conflict-choices at-reading" role="group" aria-label="Changed on another device">
      {conflicts.map((conflict) => (
        <ConflictChoice key={conflict.id} inspectionExternalId={inspectionExternalId} conflict={conflict} />
      ))}
      <p className="conflict-help">Both devices changed this reading while apart. Choose the one to keep.</p>
    </div>
  );
}

function ConflictChoice({
  inspectionExternalId,
  conflict,
}: {
  inspectionExternalId: string;
  conflict: OpenConflict;
}) {
  const { engine } = useEngine();
  const toast = useToast();
  const { units } = usePreferences();
  const settle = useMutation({
    mutationFn: (keep: 'other' | 'yours') =>
      engine.settleConflict({ inspectionExternalId, conflictId: conflict.id, keep }),
    onSuccess: () => toast('success', `${conflict.label}: value kept.`),
    onError: (error) => toast('alert', error.message),
  });
  const words = { lengths: units, photo: conflict.photo };
  return (
    <div className="conflict-choice-body">
      <p role="status" className="conflict-line">
        {conflictLine(conflict.other, conflict.yours, words)}
      </p>
      {conflict.photo ? <BothPhotos conflict={conflict} /> : null}
      <div className="conflict-buttons">
        <button
          type="button"
          className="button big"
          disabled={settle.isPending}
          onClick={() => settle.mutate('other')}
        >
          Keep {sideValue(conflict.other, words)} ({otherDeviceName(conflict.other)})
        </button>
        <button
          type="button"
          className="button big primary"
          disabled={settle.isPending}
          onClick={() => settle.mutate('yours')}
        >
          Keep yours {sideValue(conflict.yours, words)}
        </button>
      </div>
    </div>
  );
}

/**
 * Both devices' photos of a single-photo field, side by side above the buttons that keep one: the other device's is
 * fetched by its file name (the server keeps it beside the held one, decision 0064), a tap shows it whole.
 */
function BothPhotos({ conflict }: { conflict: OpenConflict }) {
  const [zoom, setZoom] = useState<{ url: string; alt: string } | undefined>();
  const side = (which: ConflictSide, alt: string) =>
    which.value === null || which.value === '' ? (
      <span className="muted">No photo</span>
    ) : (
      <PhotoThumb
        fileName={which.value}
        observationExternalId={conflict.observationExternalId}
        alt={alt}
        onOpen={(url) => setZoom({ url, alt })}
      />
    );
  const other = `${conflict.label}: photo from ${otherDeviceName(conflict.other)}`;
  const yours = `${conflict.label}: your photo`;
  return (
    <div className="conflict-photos">
      {/* The caption above its photo: under it, the thumbnail's frame covered it (looked at on a tablet). */}
      <figure>
        <figcaption>{otherDeviceName(conflict.other)}</figcaption>
        {side(conflict.other, other)}
      </figure>
      <figure>
        <figcaption>Yours</figcaption>
        {side(conflict.yours, yours)}
      </figure>
      {zoom ? <ImageZoom url={zoom.url} alt={zoom.alt} onClose={() => setZoom(undefined)} /> : null}
    </div>
  );
}
