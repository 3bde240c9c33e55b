import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { createContext, useContext } from 'react';

const words = defineMessages({
  completed: {
    id: 'rec.readOnly.completed',
    defaultMessage:
      'This inspection is completed, so nothing can be changed here. To change it, open the completed inspection and tap Reopen Inspection.',
  },
  open: { id: 'rec.readOnly.open', defaultMessage: 'Open the completed inspection' },
});
const othersNotice = defineMessage<{ owner: string }>({
  id: 'rec.readOnly.others',
  defaultMessage:
    'This inspection belongs to another inspector ({owner}): only they can change it. Everything recorded is shown here as it is.',
});

// A completed inspection (completed and not reopened, recording spec §4) changes only once reopened, and another
// inspector's only by them (decision 0022): their screens show what was recorded, with every input read-only, rather
// than taking typing the worker then refuses.

export interface ReadOnlyFrame {
  readonly externalId: string;
  readonly readOnly: boolean;
  /** The inspector's name when the inspection is another inspector's. */
  readonly ownedBy: string | null;
}

const ReadOnlyContext = createContext<ReadOnlyFrame | undefined>(undefined);

export const ReadOnlyProvider = ReadOnlyContext.Provider;

/** True on the screens of a completed inspection or another inspector's: fields show values and take no input. */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext)?.readOnly === true;
}

/** Under a screen's title of an inspection nobody here can change: why, and (when completed) the way to reopen it. */
export function ReadOnlyNotice() {
  const intl = useIntl();
  const frame = useContext(ReadOnlyContext);
  if (frame?.readOnly !== true) return null;
  if (frame.ownedBy !== null)
    return (
      <p className="notice completed-notice" role="note">
        {intl.formatMessage(othersNotice, { owner: frame.ownedBy })}
      </p>
    );
  return (
    <p className="notice completed-notice" role="note">
      {intl.formatMessage(words.completed)}{' '}
      <Link
        to="/inspections/$externalId/complete"
        params={{ externalId: frame.externalId }}
        className="text-link"
      >
        {intl.formatMessage(words.open)}
      </Link>
    </p>
  );
}
