import { useNavigate } from '@tanstack/react-router';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { UPDATE_CHECK_INTERVAL_MS, VERSION_HASH_LENGTH } from './timings.ts';
import { applyUpdate, compareWithBaseline } from './update-check.ts';

// The update flag (grey header icon) and the 'App Update Available' dialog (shell spec §2 Shell, §4).

const words = defineMessages({
  title: { id: 'update.title', defaultMessage: 'App Update Available' },
  available: { id: 'update.available', defaultMessage: 'A new version of the app is available.' },
  mayLose: { id: 'update.mayLose', defaultMessage: 'Updating may lose unsaved in-progress inspection data.' },
  later: { id: 'update.later', defaultMessage: 'Later' },
  now: { id: 'update.now', defaultMessage: 'Update Now' },
});

interface UpdateState {
  readonly newHash: string | undefined;
  readonly openDialog: () => void;
}

const UpdateContext = createContext<UpdateState>({ newHash: undefined, openDialog: () => undefined });

export function UpdateProvider({ children }: { children: ReactNode }) {
  // The engine alone, and the same value while the flag is unchanged: the header reads it, and re-rendered with every
  // report of the sync after each save (a measuring run's reading, decision 0092)
  const { engine } = useEngineHandle();
  const [newHash, setNewHash] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const update = useMemo(() => ({ newHash, openDialog: () => setOpen(true) }), [newHash]);
  const lastHash = useRef<string | undefined>(undefined);
  useEffect(() => {
    // The check runs 5 minutes after start and every 5 minutes after; the worker fetches and hashes.
    const timer = setInterval(() => {
      void engine.fetchAppHash().then((hash) => {
        const changed = compareWithBaseline(hash);
        if (changed === undefined || changed === lastHash.current) return;
        lastHash.current = changed;
        setNewHash(changed);
        setOpen(true);
      });
    }, UPDATE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [engine]);
  return (
    <UpdateContext.Provider value={update}>
      {children}
      {open && newHash !== undefined ? (
        <UpdateDialog hash={newHash} onLater={() => setOpen(false)} onUpdated={() => setNewHash(undefined)} />
      ) : null}
    </UpdateContext.Provider>
  );
}

export function useUpdate(): UpdateState {
  return useContext(UpdateContext);
}

function UpdateDialog({
  hash,
  onLater,
  onUpdated,
}: {
  hash: string;
  onLater: () => void;
  onUpdated: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const [updating, setUpdating] = useState(false);
  const t = useIntl().formatMessage;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const updateNow = async () => {
    setUpdating(true);
    onUpdated();
    await applyUpdate(hash, () => navigate({ to: '/' }));
  };
  return (
    <dialog ref={ref} className="modal" aria-labelledby="update-title" onCancel={onLater}>
      <h2 id="update-title">{t(words.title)}</h2>
      <p>{t(words.available)}</p>
      <p>
        <FormattedMessage
          id="update.newVersion"
          defaultMessage="New version: {hash}"
          values={{ hash: <span className="mono">{hash.slice(0, VERSION_HASH_LENGTH)}</span> }}
        />
      </p>
      <p className="warning-text">{t(words.mayLose)}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onLater} disabled={updating}>
          {t(words.later)}
        </button>
        <button type="button" className="button primary" onClick={() => void updateNow()} disabled={updating}>
          {t(words.now)}
        </button>
      </div>
    </dialog>
  );
}
