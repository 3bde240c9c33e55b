import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { UnsentWork } from '../../worker/contract.ts';
import { useEngineOnline } from '../engine/EngineProvider.tsx';
import { Modal } from '../recording/Modal.tsx';
import { inspectionLine, unsentCount, unsentWords } from './logout-words.ts';
import { useBrowserOnline } from './use-browser-online.ts';

const dialogWords = defineMessages({
  title: { id: 'logout.title', defaultMessage: 'Not sent yet' },
  unsent: defineMessage<{ what: string; count: number }>({
    id: 'logout.unsent',
    defaultMessage:
      '{what} on this device {count, plural, one {has} other {have}} not reached the server. Logging out deletes everything on this device.',
  }),
  fromInspections: { id: 'logout.fromInspections', defaultMessage: 'Not sent yet from these inspections:' },
  syncFailed: defineMessage<{ reason: string }>({
    id: 'logout.syncFailed',
    defaultMessage: 'Sync did not send everything: {reason}',
  }),
  offline: {
    id: 'logout.offline',
    defaultMessage: 'You are offline: connect to send them before you log out.',
  },
  syncing: { id: 'logout.syncing', defaultMessage: 'Syncing…' },
  syncThenLogout: { id: 'logout.syncThenLogout', defaultMessage: 'SYNC, THEN LOG OUT' },
  stay: { id: 'logout.stay', defaultMessage: 'STAY SIGNED IN' },
  discard: defineMessage<{ what: string }>({
    id: 'logout.discard',
    defaultMessage: 'DISCARD {what} AND LOG OUT',
  }),
});

/**
 * Asked before a logout would delete work the server has not got: sync it first (online), stay signed in, or, as a
 * choice that names what goes, discard it.
 */
export function LogoutDialog(props: {
  unsent: UnsentWork;
  syncing: boolean;
  syncFailed: string | undefined;
  onSyncThenLogout: () => void;
  onStay: () => void;
  onDiscard: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const words = unsentWords(props.unsent, intl);
  const browserOnline = useBrowserOnline();
  const probeOnline = useEngineOnline();
  const online = browserOnline && probeOnline !== false;
  return (
    <Modal title={t(dialogWords.title)} onClose={props.onStay}>
      <p data-testid="logout-unsent">
        {t(dialogWords.unsent, { what: words, count: unsentCount(props.unsent) })}
      </p>
      {props.unsent.inspections.length > 0 ? (
        <>
          <p id="logout-inspections">{t(dialogWords.fromInspections)}</p>
          <ul aria-labelledby="logout-inspections" data-testid="logout-inspections">
            {props.unsent.inspections.map((inspection) => (
              <li key={inspection.externalId}>{inspectionLine(inspection, intl.locale)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {props.syncFailed ? (
        <p role="alert">{t(dialogWords.syncFailed, { reason: props.syncFailed })}</p>
      ) : null}
      {online ? null : <p>{t(dialogWords.offline)}</p>}
      <div className="modal-actions stacked">
        {online ? (
          <button
            type="button"
            className="button primary"
            disabled={props.syncing}
            onClick={props.onSyncThenLogout}
          >
            {props.syncing ? t(dialogWords.syncing) : t(dialogWords.syncThenLogout)}
          </button>
        ) : null}
        {/* Offline, staying is the safe choice: it is the one the eye lands on. */}
        <button type="button" className={online ? 'button' : 'button primary'} onClick={props.onStay}>
          {t(dialogWords.stay)}
        </button>
        <button type="button" className="button danger" disabled={props.syncing} onClick={props.onDiscard}>
          {t(dialogWords.discard, { what: words.toLocaleUpperCase(intl.locale) })}
        </button>
      </div>
    </Modal>
  );
}
