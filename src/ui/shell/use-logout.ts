import { useEffect, useState } from 'react';
import type { UnsentWork } from '../../worker/contract.ts';
import { session } from '../auth/session.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { nothingUnsent } from './logout-words.ts';
import { useToast } from './toast.tsx';

export type LogoutStep =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  /** Unsent work found: the inspector chooses (sync first, stay signed in, or discard it). */
  | { readonly kind: 'asking'; readonly unsent: UnsentWork; readonly syncFailed?: string }
  | { readonly kind: 'syncing'; readonly unsent: UnsentWork }
  | { readonly kind: 'logging-out' };

/**
 * Logout wipes the device (shell spec §4). What has not reached the server yet would go with it, so it is never
 * wiped without a word: with changes or photos unsent, Logout first asks.
 */
export function useLogout(menuOpen = false) {
  const { engine } = useEngineHandle();
  const toast = useToast();
  const [step, setStep] = useState<LogoutStep>({ kind: 'idle' });
  // Read when the menu opens, so a tap on Logout with nothing unsent signs out at once: the identity provider's
  // sign-out popup needs the tap's user activation, which a slow device can spend on the check.
  // undefined while it is read (Logout waits a moment), null when it could not be read (Logout asks the worker then).
  const [known, setKnown] = useState<UnsentWork | null>();
  useEffect(() => {
    if (!menuOpen) return;
    let live = true;
    engine.unsentWork().then(
      (unsent) => live && setKnown(unsent),
      () => live && setKnown(null),
    );
    return () => {
      live = false;
      setKnown(undefined);
    };
  }, [engine, menuOpen]);

  const logoutNow = async () => {
    setStep({ kind: 'logging-out' });
    try {
      await session.logout();
      location.assign('/login');
    } catch (error) {
      setStep({ kind: 'idle' });
      toast('alert', `Logout failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const failed = (error: unknown) => {
    setStep({ kind: 'idle' });
    toast('alert', `Logout failed: ${error instanceof Error ? error.message : String(error)}`);
  };

  return {
    step,
    /** The unsent work is still being read as the menu opens. */
    reading: menuOpen && known === undefined,
    /** The menu's Logout: at once when everything is on the server, else the question. */
    start: async () => {
      if (known !== undefined && known !== null && nothingUnsent(known)) return logoutNow();
      setStep({ kind: 'checking' });
      try {
        const unsent = await engine.unsentWork();
        if (nothingUnsent(unsent)) await logoutNow();
        else setStep({ kind: 'asking', unsent });
      } catch (error) {
        failed(error);
      }
    },
    /** Sends what waits; logs out only if all of it reached the server, else asks again with what is left. */
    syncThenLogout: async (unsent: UnsentWork) => {
      setStep({ kind: 'syncing', unsent });
      try {
        const status = await engine.syncNow();
        const left = await engine.unsentWork();
        if (nothingUnsent(left)) await logoutNow();
        else
          setStep({
            kind: 'asking',
            unsent: left,
            syncFailed: status.message ?? 'The server did not take all of it.',
          });
      } catch (error) {
        failed(error);
      }
    },
    stay: () => setStep({ kind: 'idle' }),
    discardAndLogout: () => void logoutNow(),
  };
}
