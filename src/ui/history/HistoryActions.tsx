import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { InspectionCard } from '../../worker/contract.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useToast } from '../shell/toast.tsx';

type Action = 'reopen' | 'cancel' | 'delete';

/**
 * shell spec §4: a completed inspection can be reopened ('Reopen Inspection'); a reopened one cancelled (backup
 * restored); one in progress deleted after confirmation. Not on another inspector's: the server and the worker refuse
 * them (docs/decisions/0022-who-may-change-an-inspection.md, 0029). Owners are told apart by subject, never by the
 * name on the card: two inspectors may share a name, and a renamed account keeps its own inspections. A reopened
 * inspection was reopened by this device's inspector, so its Cancel Reopen stays.
 */
export function HistoryActions({ card }: { card: InspectionCard }) {
  if (!card.isReopened && card.ownedByAnother) return null;
  return <OwnInspectionActions card={card} />;
}

function OwnInspectionActions({ card }: { card: InspectionCard }) {
  const { engine } = useEngine();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const run = useMutation({
    mutationFn: (action: Action) =>
      action === 'reopen'
        ? engine.reopenInspection(card.externalId)
        : action === 'cancel'
          ? engine.cancelReopen(card.externalId)
          : engine.deleteInspection(card.externalId),
    onSuccess: (_result, action) =>
      toast(
        'success',
        action === 'reopen'
          ? 'Inspection reopened.'
          : action === 'cancel'
            ? 'Reopen cancelled.'
            : 'Inspection deleted.',
      ),
    onError: (error) => toast('alert', error.message),
  });
  if (card.completed) {
    return (
      <button
        type="button"
        className="button"
        disabled={run.isPending}
        onClick={() => run.mutate('reopen')}
        aria-label={`Reopen Inspection ${card.title}`}
      >
        Reopen Inspection
      </button>
    );
  }
  if (card.isReopened) {
    return (
      <button
        type="button"
        className="button"
        disabled={run.isPending}
        onClick={() => run.mutate('cancel')}
        aria-label={`Cancel reopen of ${card.title}`}
      >
        Cancel Reopen
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button danger"
        disabled={run.isPending}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${card.title}`}
      >
        Delete
      </button>
      {confirming ? (
        <ConfirmDelete
          title={card.title}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            run.mutate('delete');
          }}
        />
      ) : null}
    </>
  );
}

function ConfirmDelete(props: { title: string; onCancel: () => void; onConfirm: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="confirm-delete-title" onCancel={props.onCancel}>
      <h2 id="confirm-delete-title">Delete inspection?</h2>
      <p>The inspection of {props.title} and everything recorded in it will be deleted from this device.</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" className="button danger" onClick={props.onConfirm}>
          Delete
        </button>
      </div>
    </dialog>
  );
}
