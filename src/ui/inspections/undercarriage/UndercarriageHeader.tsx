import type { ScreenHeader, SideSummary } from '../../../worker/contract.ts';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';

/** An undercarriage screen's title with its side, the asset and the inspection date. */
export function UndercarriageHeader(props: { title: string; side: SideSummary; header: ScreenHeader }) {
  return (
    <RecordingHeader
      title={props.title}
      header={{ ...props.header, title: `${props.side.label} · ${props.header.title}` }}
    />
  );
}
