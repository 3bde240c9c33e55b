import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { InspectionCard } from '../../worker/contract.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useToast } from '../shell/toast.tsx';

type Action = 'reopen' | 'cancel' | 'delete';

const words = defineMessages({
  reopened: { id: 'rec.history.reopened', defaultMessage: 'Inspection reopened.' },
  reopenCancelled: { id: 'rec.history.reopenCancelled', defaultMessage: 'Reopen cancelled.' },
  deleted: { id: 'rec.history.deleted', defaultMessage: 'Inspection deleted.' },
  reopen: { id: 'rec.history.reopen', defaultMessage: 'Reopen Inspection' },
  cancelReopen: { id: 'rec.history.cancelReopen', defaultMessage: 'Cancel Reopen' },
  delete: { id: 'rec.history.delete', defaultMessage: 'Delete' },
  cancel: { id: 'rec.history.cancel', defaultMessage: 'Cancel' },
  deleteTitle: { id: 'rec.history.delete.title', defaultMessage: 'Delete inspection?' },
});
const reopenOf = defineMessage<{ title: string }>({
  id: 'rec.history.reopenOf',
  defaultMessage: 'Reopen Inspection {title}',
});
const cancelReopenOf = defineMessage<{ title: string }>({
  id: 'rec.history.cancelReopenOf',
  defaultMessage: 'Cancel reopen of {title}',
});
const deleteOf = defineMessage<{ title: string }>({
  id: 'rec.history.deleteOf',
  defaultMessage: 'Delete {title}',
});
const deleteMessage = defineMessage<{ title: string }>({
  id: 'rec.history.delete.message',
  defaultMessage: 'The inspection of {title} and everything recorded in it will be deleted from this device.',
});

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
  const intl = useIntl();
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
        intl.formatMessage(
          action === 'reopen' ? words.reopened : action === 'cancel' ? words.reopenCancelled : words.deleted,
        ),
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
        aria-label={intl.formatMessage(reopenOf, { title: card.title })}
      >
        {intl.formatMessage(words.reopen)}
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
        aria-label={intl.formatMessage(cancelReopenOf, { title: card.title })}
      >
        {intl.formatMessage(words.cancelReopen)}
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
        aria-label={intl.formatMessage(deleteOf, { title: card.title })}
      >
        {intl.formatMessage(words.delete)}
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
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="confirm-delete-title" onCancel={props.onCancel}>
      <h2 id="confirm-delete-title">{intl.formatMessage(words.deleteTitle)}</h2>
      <p>{intl.formatMessage(deleteMessage, { title: props.title })}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          {intl.formatMessage(words.cancel)}
        </button>
        <button type="button" className="button danger" onClick={props.onConfirm}>
          {intl.formatMessage(words.delete)}
        </button>
      </div>
    </dialog>
  );
}
