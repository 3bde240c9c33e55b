import type { ScreenHeader, SideSummary } from '../../../worker/contract.ts';
import { useDomainWords } from '../../recording/domain-words.ts';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';

/** An undercarriage screen's title with its side, the asset and the inspection date. */
export function UndercarriageHeader(props: { title: string; side: SideSummary; header: ScreenHeader }) {
  const named = useDomainWords();
  return (
    <RecordingHeader
      title={props.title}
      header={{ ...props.header, title: `${named(props.side.label)} · ${props.header.title}` }}
    />
  );
}
