import type { ScreenHeader } from '../../../worker/contract.ts';
import { ReadOnlyNotice } from '../../recording/read-only.tsx';
import { keepTogether } from '../../recording/keep-together.ts';
import { formatIsoDateTime } from '../../shell/format.ts';

/** A recording screen's title with the inspection it belongs to (and, once completed, how to reopen it). */
export function RecordingHeader({ title, header }: { title: string; header: ScreenHeader }) {
  return (
    <header className="recording-header">
      <h1>{title}</h1>
      <p className="muted">
        {[header.title, header.siteName].filter(Boolean).join(' · ')} ·{'\u00a0'}
        <time dateTime={header.inspectionDate}>{keepTogether(formatIsoDateTime(header.inspectionDate))}</time>
      </p>
      <ReadOnlyNotice />
    </header>
  );
}
