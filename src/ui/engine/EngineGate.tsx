import { startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useEngineHandle } from './EngineProvider.tsx';

const words = defineMessages({
  opening: { id: 'engineGate.opening', defaultMessage: 'Opening the inspection data on this device…' },
  otherTabTitle: { id: 'engineGate.otherTab.title', defaultMessage: 'The app is open in another tab' },
  otherTabText: {
    id: 'engineGate.otherTab.text',
    defaultMessage:
      'Inspection data can be open in one tab at a time, so that nothing is written twice. You can keep working in the other tab, or use the app here instead.',
  },
  asking: { id: 'engineGate.asking', defaultMessage: 'Asking the other tab to hand over the data…' },
  useHere: { id: 'engineGate.useHere', defaultMessage: 'Use it here' },
  takenOverTitle: { id: 'engineGate.takenOver.title', defaultMessage: 'The app was opened in another tab' },
  takenOverText: {
    id: 'engineGate.takenOver.text',
    defaultMessage: 'Your data is safe: everything recorded here was saved before the other tab took over.',
  },
  noStorageTitle: {
    id: 'engineGate.noStorage.title',
    defaultMessage: 'This browser cannot store inspections',
  },
  noStorageText: {
    id: 'engineGate.noStorage.text',
    defaultMessage:
      'The app keeps every reading on this device so that it works without signal, and this browser does not allow that here. Open the app in a normal (not private) window of an up-to-date Chrome, Edge or Safari, at its https address.',
  },
  failedTitle: { id: 'engineGate.failed.title', defaultMessage: 'The inspection data could not be opened' },
  failedText: {
    id: 'engineGate.failed.text',
    defaultMessage:
      'Close other tabs of the app and reload this page. If it keeps happening, contact support: nothing has been deleted.',
  },
  details: { id: 'engineGate.details', defaultMessage: 'Technical details' },
});

function Opening() {
  const t = useIntl().formatMessage;
  return (
    <main className="gate" aria-busy="true">
      <p role="status">{t(words.opening)}</p>
    </main>
  );
}

const opening = <Opening />;

/** Renders its children once the first screen's data has been read (a promise that never rejects). */
function AfterFirstScreenData({ data, children }: { data: Promise<void>; children: ReactNode }) {
  use(data);
  return children;
}

/**
 * Shows the opening screen, then mounts `children` in a transition: React then renders the first screen (the shell,
 * its menu, Home's cards…) in slices of a few ms, the browser free between them, where an update from the engine's
 * state (a synchronous one) rendered it in one main-thread task of 200–700 ms at CPU 4x (decision 0069).
 */
function MountedInSlices({ children, onShown }: { children: ReactNode; onShown: (() => void) | undefined }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted ? <Shown onShown={onShown}>{children}</Shown> : opening;
}

/** The app's screen with a signal: `onShown` is called once the commit that mounted it is done (an effect). */
function Shown({ children, onShown }: { children: ReactNode; onShown: (() => void) | undefined }) {
  useEffect(() => onShown?.(), [onShown]);
  return children;
}

/**
 * Shows the app only in the tab that owns the local database; every other state gets a screen that says what is
 * happening and what the inspector can do. Nothing here ever deletes or recreates data.
 */
export function EngineGate({
  children,
  firstScreen,
  shownBeforeReady = false,
  onShown,
}: {
  children: ReactNode;
  firstScreen?: Promise<void>;
  /** The start screen needs no local data (the login page): shown while the database opens, and kept once open. */
  shownBeforeReady?: boolean;
  /** Called once the app's own screen (the children) has been committed: work that waits for it starts then. */
  onShown?: () => void;
}) {
  const { engine, state } = useEngineHandle();
  const t = useIntl().formatMessage;
  // The same element while starting and once ready: the screen is not mounted again when the database opens.
  if (shownBeforeReady && (state.kind === 'starting' || state.kind === 'ready'))
    return <Shown onShown={onShown}>{children}</Shown>;
  switch (state.kind) {
    case 'ready':
      // The opening screen stays until the first screen's data is read: that screen then paints whole, and nothing
      // in it moves when its lists arrive (decision 0055). The promise is bounded (first-screen-data.ts).
      return firstScreen ? (
        <Suspense fallback={opening}>
          <AfterFirstScreenData data={firstScreen}>
            <MountedInSlices onShown={onShown}>{children}</MountedInSlices>
          </AfterFirstScreenData>
        </Suspense>
      ) : (
        <MountedInSlices onShown={onShown}>{children}</MountedInSlices>
      );
    case 'starting':
      return opening;
    case 'other-tab':
      return (
        <main className="gate">
          <h1>{t(words.otherTabTitle)}</h1>
          <p>{t(words.otherTabText)}</p>
          {state.takeoverRequested ? (
            <p role="status">{t(words.asking)}</p>
          ) : (
            <button type="button" className="button primary" onClick={() => void engine.requestTakeover()}>
              {t(words.useHere)}
            </button>
          )}
        </main>
      );
    case 'taken-over':
      return (
        <main className="gate">
          <h1>{t(words.takenOverTitle)}</h1>
          <p>{t(words.takenOverText)}</p>
          <button type="button" className="button primary" onClick={() => void engine.requestTakeover()}>
            {t(words.useHere)}
          </button>
        </main>
      );
    case 'failed':
      return (
        <main className="gate" role="alert">
          <h1>{t(state.reason === 'opfs-unavailable' ? words.noStorageTitle : words.failedTitle)}</h1>
          <p>{t(state.reason === 'opfs-unavailable' ? words.noStorageText : words.failedText)}</p>
          <details>
            <summary>{t(words.details)}</summary>
            <p>{state.message}</p>
          </details>
        </main>
      );
  }
}
