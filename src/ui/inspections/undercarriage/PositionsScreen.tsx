import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { parsePositionPartName, POSITION_COMPLETE, POSITION_NOT_STARTED } from '../../../rules/index.ts';
import { EntryResult } from '../../recording/EntryResult.tsx';
import { StillMissing } from '../../recording/StillMissing.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { PageNotFound } from '../PageNotFound.tsx';
import { ItemComplete } from './item-fields.tsx';
import { UndercarriageBody } from './UndercarriageBody.tsx';
import { StatusIcon, UndercarriageLink } from './UndercarriageLink.tsx';
import { UndercarriageHeader } from './UndercarriageHeader.tsx';
import { useUndercarriageScreen } from './use-undercarriage-screen.ts';
import { useListWords } from '../../recording/list-words.ts';

const words = defineMessages({
  error: { id: 'rec.uc.errorEquipment', defaultMessage: 'Error fetching equipment' },
  completion: { id: 'rec.uc.completion', defaultMessage: 'Completion:' },
  notStarted: { id: 'rec.progress.notStarted', defaultMessage: 'Not started' },
  partNotFound: { id: 'rec.uc.partNotFound', defaultMessage: 'Equipment part not found' },
  positionOneEnd: {
    id: 'rec.uc.positionOneEnd',
    defaultMessage: 'Position 1 is at the front idler end; the numbers count back towards the drive.',
  },
  positions: { id: 'rec.uc.positions', defaultMessage: 'Positions' },
});
const positionN = defineMessage<{ position: number }>({
  id: 'rec.uc.position',
  defaultMessage: 'Position {position}',
});

// recording spec §4: a position is 100 when anything is recorded for it, else -1; the group 100, -1 or the share
const percentStatus = (percent: number) =>
  percent === POSITION_COMPLETE
    ? 'completed'
    : percent === POSITION_NOT_STARTED
      ? 'notStarted'
      : 'inProgress';

/**
 * recording spec §2 {partCategory}/load-rollers, return-rollers, sliders: Position 1..n with their completion, each a
 * link to its detail, and MARK AS COMPLETE (a completed timestamp, spec §4).
 */
export default function PositionsScreen() {
  const { externalId, sideName, back, params } = useUndercarriageScreen();
  const intl = useIntl();
  const { completeAnyway } = useListWords();
  const partName = parsePositionPartName(params.partName ?? '');
  const query = useScreenModel(['undercarriage-positions', externalId, sideName, partName], (e) =>
    e.undercarriagePositionsModel(externalId, sideName, partName ?? ''),
  );
  if (!partName) return <PageNotFound />;
  return (
    <UndercarriageBody query={query} fallback={intl.formatMessage(words.error)}>
      {(model) => {
        const base = `undercarriage/${model.side.sideName}/${params.partCategory ?? ''}/${partName}`;
        const group = model.groupPercent;
        return (
          <div className="page recording">
            <UndercarriageHeader title={model.item.label} side={model.side} header={model.header} />
            <p>
              {intl.formatMessage(words.completion)}{' '}
              <span className={`entry-status ${percentStatus(group)}`}>
                {group === POSITION_NOT_STARTED ? intl.formatMessage(words.notStarted) : `${group} %`}
              </span>
            </p>
            {model.positions.length === 0 ? (
              <p>{intl.formatMessage(words.partNotFound)}</p>
            ) : (
              <p className="muted" data-testid="position-one-end">
                {intl.formatMessage(words.positionOneEnd)}
              </p>
            )}
            <ul className="section-list" aria-label={intl.formatMessage(words.positions)}>
              {model.positions.map((p) => {
                const statusId = `position-${p.position}-status`;
                return (
                  <UndercarriageLink
                    key={p.equipmentPartExternalId}
                    externalId={externalId}
                    path={`${base}/${p.equipmentPartId}/${p.position}`}
                    label={intl.formatMessage(positionN, { position: p.position })}
                    statusId={statusId}
                    status={<StatusIcon status={percentStatus(p.percent)} id={statusId} />}
                    result={<EntryResult judgement={p.judgement} />}
                  />
                );
              })}
            </ul>
            <StillMissing listName={model.item.label} entries={model.entries} completed={model.completed} />
            <ItemComplete
              target={{ sideName: model.side.sideName, prefix: model.item.prefix }}
              itemKey={model.item.key}
              onDone={back}
              ask={completeAnyway(model.item.label, model.entries)}
            />
          </div>
        );
      }}
    </UndercarriageBody>
  );
}
