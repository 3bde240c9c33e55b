import { useIntl } from 'react-intl';
import type { ScreenHeader } from '../../../worker/contract.ts';
import { ReadOnlyNotice } from '../../recording/read-only.tsx';
import { keepTogether } from '../../recording/keep-together.ts';
import { formatDateTime } from '../../../rules/index.ts';
import { useDomainWords } from '../../recording/domain-words.ts';

/** A recording screen's title with the inspection it belongs to (and, once completed, how to reopen it). */
export function RecordingHeader({ title, header }: { title: string; header: ScreenHeader }) {
  const intl = useIntl();
  const named = useDomainWords();
  return (
    <header className="recording-header">
      <h1>{named(title)}</h1>
      <p className="muted">
        {[header.title, header.siteName].filter(Boolean).join(' · ')} ·{'\u00a0'}
        <time dateTime={header.inspectionDate}>
          {keepTogether(formatDateTime(header.inspectionDate, intl.locale))}
        </time>
      </p>
      <ReadOnlyNotice />
    </header>
  );
}
