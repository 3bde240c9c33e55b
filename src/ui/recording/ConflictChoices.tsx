import { useMutation } from '@tanstack/react-query';
import { conflictCountLine, pathIsRoute, valueWithUnit } from '../../rules/index.ts';
import type { OpenConflict } from '../../worker/contract.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { useToast } from '../shell/toast.tsx';

// Two devices, one inspection (docs/decisions/0052-two-devices-one-inspection.md): the readings another device changed
// too, each with the spec-like line "Changed on another device: 12.5 mm (tablet, 08:34) — yours 13.0 mm (08:40)" and
// two large buttons to keep one value. The choice is an ordinary write (the worker's settleConflict); the other
// device learns of it with its next sync.

/** The open conflicts of an inspection, or of the readings of one screen (`screenPath`: after /inspections/<id>/). */
export function ConflictChoices({
  inspectionExternalId,
  screenPath,
}: {
  inspectionExternalId: string;
  screenPath?: string | undefined;
}) {
  const { data } = useEngineQuery({
    queryKey: ['inspection-conflicts', inspectionExternalId],
    query: (engine) => engine.inspectionConflicts(inspectionExternalId),
  });
  const conflicts = (data ?? []).filter(
    (c) => screenPath === undefined || (c.route !== null && pathIsRoute(screenPath, c.route)),
  );
  if (conflicts.length === 0) return null;
  const readings = new Set(conflicts.map((c) => c.observationExternalId)).size;
  return (
    <section className="conflict-choices" aria-label="Changed on another device">
      <h2 className="conflict-heading">{conflictCountLine(readings)}</h2>
      <p className="conflict-help">
        Both devices changed these readings while apart. Nothing is lost: choose the value to keep.
      </p>
      <ul>
        {conflicts.map((conflict) => (
          <ConflictChoice key={conflict.id} inspectionExternalId={inspectionExternalId} conflict={conflict} />
        ))}
      </ul>
    </section>
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
  const settle = useMutation({
    mutationFn: (keep: 'other' | 'yours') =>
      engine.settleConflict({ inspectionExternalId, conflictId: conflict.id, keep }),
    onSuccess: () => toast('success', `${conflict.label}: value kept.`),
    onError: (error) => toast('alert', error.message),
  });
  const device = conflict.other.deviceName ?? 'another device';
  return (
    <li className="conflict-choice">
      <strong>{conflict.label}</strong>
      <p role="status">{conflict.line}</p>
      <div className="conflict-buttons">
        <button
          type="button"
          className="button big"
          disabled={settle.isPending}
          onClick={() => settle.mutate('other')}
        >
          Keep {valueWithUnit(conflict.other.value, conflict.other.unit)} ({device})
        </button>
        <button
          type="button"
          className="button big primary"
          disabled={settle.isPending}
          onClick={() => settle.mutate('yours')}
        >
          Keep yours {valueWithUnit(conflict.yours.value, conflict.yours.unit)}
        </button>
      </div>
    </li>
  );
}
