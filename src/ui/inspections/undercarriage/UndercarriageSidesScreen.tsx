import { useScreenModel } from '../../recording/use-screen-model.ts';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';
import { DoneButton } from '../../recording/DoneButton.tsx';
import { EntryResult } from '../../recording/EntryResult.tsx';
import { UndercarriageBody } from './UndercarriageBody.tsx';
import { StatusIcon, UndercarriageLink } from './UndercarriageLink.tsx';
import { useUndercarriageScreen } from './use-undercarriage-screen.ts';

/** recording spec §2 undercarriage: the sides (sorted by name) with their status icons, and DONE going back. */
export default function UndercarriageSidesScreen() {
  const { externalId, back } = useUndercarriageScreen();
  const query = useScreenModel(['undercarriage', externalId], (e) => e.undercarriageSidesModel(externalId));
  return (
    <UndercarriageBody query={query} fallback="Error fetching equipment">
      {(model) => (
        <div className="page recording">
          <RecordingHeader title="Undercarriage" header={model.header} />
          <p>
            Undercarriage: <StatusIcon status={model.status} />
          </p>
          {model.sides.length === 0 ? (
            <p role="alert">Equipment not found</p>
          ) : (
            <ul className="section-list" aria-label="Sides">
              {model.sides.map((side) => (
                <UndercarriageLink
                  key={side.side}
                  externalId={externalId}
                  path={`undercarriage/${side.sideName}`}
                  label={side.label}
                  statusId={`side-${side.sideName}-status`}
                  status={<StatusIcon status={side.status} id={`side-${side.sideName}-status`} />}
                  result={<EntryResult judgement={side.judgement} />}
                />
              ))}
            </ul>
          )}
          <DoneButton onDone={back} />
        </div>
      )}
    </UndercarriageBody>
  );
}
