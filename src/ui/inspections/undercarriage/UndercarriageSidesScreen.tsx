import { defineMessages, useIntl } from 'react-intl';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';
import { DoneButton } from '../../recording/DoneButton.tsx';
import { EntryResult } from '../../recording/EntryResult.tsx';
import { UndercarriageBody } from './UndercarriageBody.tsx';
import { StatusIcon, UndercarriageLink } from './UndercarriageLink.tsx';
import { useUndercarriageScreen } from './use-undercarriage-screen.ts';

const words = defineMessages({
  error: { id: 'rec.uc.errorEquipment', defaultMessage: 'Error fetching equipment' },
  undercarriage: { id: 'rec.uc.status', defaultMessage: 'Undercarriage:' },
  notFound: { id: 'rec.uc.equipmentNotFound', defaultMessage: 'Equipment not found' },
  sides: { id: 'rec.uc.sides', defaultMessage: 'Sides' },
});

/** recording spec §2 undercarriage: the sides (sorted by name) with their status icons, and DONE going back. */
export default function UndercarriageSidesScreen() {
  const { externalId, back } = useUndercarriageScreen();
  const intl = useIntl();
  const query = useScreenModel(['undercarriage', externalId], (e) => e.undercarriageSidesModel(externalId));
  return (
    <UndercarriageBody query={query} fallback={intl.formatMessage(words.error)}>
      {(model) => (
        <div className="page recording">
          <RecordingHeader title="Undercarriage" header={model.header} />
          <p>
            {intl.formatMessage(words.undercarriage)} <StatusIcon status={model.status} />
          </p>
          {model.sides.length === 0 ? (
            <p role="alert">{intl.formatMessage(words.notFound)}</p>
          ) : (
            <ul className="section-list" aria-label={intl.formatMessage(words.sides)}>
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
