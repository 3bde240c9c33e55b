import type { UnsentWork } from '../../worker/contract.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { Modal } from '../recording/Modal.tsx';
import { inspectionLine, unsentCount, unsentWords } from './logout-words.ts';
import { useBrowserOnline } from './use-browser-online.ts';

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
  const words = unsentWords(props.unsent);
  const browserOnline = useBrowserOnline();
  const probeOnline = useEngine().online;
  const online = browserOnline && probeOnline !== false;
  return (
    <Modal title="Not sent yet" onClose={props.onStay}>
      <p data-testid="logout-unsent">
        {words} on this device {unsentCount(props.unsent) === 1 ? 'has' : 'have'} not reached the server.
        Logging out deletes everything on this device.
      </p>
      {props.unsent.inspections.length > 0 ? (
        <>
          <p id="logout-inspections">Not sent yet from these inspections:</p>
          <ul aria-labelledby="logout-inspections" data-testid="logout-inspections">
            {props.unsent.inspections.map((inspection) => (
              <li key={inspection.externalId}>{inspectionLine(inspection)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {props.syncFailed ? <p role="alert">Sync did not send everything: {props.syncFailed}</p> : null}
      {online ? null : <p>You are offline: connect to send them before you log out.</p>}
      <div className="modal-actions stacked">
        {online ? (
          <button
            type="button"
            className="button primary"
            disabled={props.syncing}
            onClick={props.onSyncThenLogout}
          >
            {props.syncing ? 'Syncing…' : 'SYNC, THEN LOG OUT'}
          </button>
        ) : null}
        {/* Offline, staying is the safe choice: it is the one the eye lands on. */}
        <button type="button" className={online ? 'button' : 'button primary'} onClick={props.onStay}>
          STAY SIGNED IN
        </button>
        <button type="button" className="button danger" disabled={props.syncing} onClick={props.onDiscard}>
          DISCARD {words.toUpperCase()} AND LOG OUT
        </button>
      </div>
    </Modal>
  );
}
