import { Link } from '@tanstack/react-router';
import { createContext, useContext } from 'react';

// A completed inspection (completed and not reopened, recording spec §4) changes only once reopened: its recording
// screens show what was recorded, with every input read-only, rather than taking typing the worker then refuses.

const ReadOnlyContext = createContext<
  { readonly externalId: string; readonly readOnly: boolean } | undefined
>(undefined);

export const ReadOnlyProvider = ReadOnlyContext.Provider;

/** True on the screens of a completed inspection: fields show their values and take no input. */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext)?.readOnly === true;
}

/** Under a screen's title of a completed inspection: why nothing can be changed, and the way to reopen it. */
export function CompletedNotice() {
  const frame = useContext(ReadOnlyContext);
  if (frame?.readOnly !== true) return null;
  return (
    <p className="notice completed-notice" role="note">
      This inspection is completed, so nothing can be changed here. To change it, open the completed
      inspection and tap Reopen Inspection.{' '}
      <Link
        to="/inspections/$externalId/complete"
        params={{ externalId: frame.externalId }}
        className="text-link"
      >
        Open the completed inspection
      </Link>
    </p>
  );
}
