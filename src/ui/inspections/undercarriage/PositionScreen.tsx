import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDomainWords } from '../../recording/domain-words.ts';
import { parsePositionPartName, POSITION_INDICATORS } from '../../../rules/index.ts';
import { PartHeader } from '../../recording/PartHeader.tsx';
import { VisualConditionField } from '../../recording/VisualConditionField.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { PageNotFound } from '../PageNotFound.tsx';
import { DoneButton } from '../../recording/DoneButton.tsx';
import { useReadOnly } from '../../recording/read-only.tsx';
import {
  completeWords,
  ItemComments,
  ItemComplete,
  ItemPhotos,
  useItemSaves,
  WearIndicators,
  type ItemTarget,
} from './item-fields.tsx';
import { UndercarriageBody } from './UndercarriageBody.tsx';
import { UndercarriageHeader } from './UndercarriageHeader.tsx';
import { useUndercarriageScreen } from './use-undercarriage-screen.ts';

const words = defineMessages({
  error: { id: 'rec.uc.errorPart', defaultMessage: 'Error fetching equipment part' },
});
const positionN = defineMessage<{ position: number }>({
  id: 'rec.uc.position',
  defaultMessage: 'Position {position}',
});

/**
 * recording spec §2 {partCategory}/{partName}/{equipmentPartId}/{position}: one load roller, return roller or slider:
 * visual condition, wear indicators, photos, comments; COMPLETE (stores its completed timestamp) or DONE: one of the
 * two, never both side by side. COMPLETE until it is stored; then, or on a screen that takes no input,
 * DONE, which goes back and records nothing.
 */
export default function PositionScreen() {
  const { externalId, sideName, back, params } = useUndercarriageScreen();
  const intl = useIntl();
  const named = useDomainWords();
  const readOnly = useReadOnly();
  const partName = parsePositionPartName(params.partName ?? '');
  const partId = params.equipmentPartId ?? '';
  const position = params.position ?? '';
  const query = useScreenModel(
    ['undercarriage-position', externalId, sideName, partName, partId, position],
    (e) => e.undercarriagePositionModel(externalId, sideName, partName ?? '', partId, position),
  );
  if (!partName) return <PageNotFound />;
  return (
    <UndercarriageBody query={query} fallback={intl.formatMessage(words.error)}>
      {(model) => {
        const target = {
          sideName: model.side.sideName,
          prefix: `${model.item.prefix}.Position`,
          equipmentPartExternalId: model.equipmentPartExternalId,
        };
        return (
          <div className="page recording">
            <UndercarriageHeader
              title={`${named(model.item.label)} · ${intl.formatMessage(positionN, { position: model.position })}`}
              side={model.side}
              header={model.header}
            />
            <PartHeader tag={model.part.name} partNumber={model.part.partNumber} />
            <Condition target={target} value={model.values[`${target.prefix}.VisualCondition`]?.value} />
            <WearIndicators
              target={target}
              values={model.values}
              groups={[{ group: '', key: '', items: POSITION_INDICATORS }]}
            />
            <ItemPhotos target={target} photos={model.photos} />
            <ItemComments target={target} values={model.values} />
            <div className="toolbar">
              {model.completed || readOnly ? (
                <DoneButton onDone={back} />
              ) : (
                <ItemComplete
                  target={target}
                  itemKey={model.item.key}
                  label={intl.formatMessage(completeWords.complete)}
                  onDone={back}
                />
              )}
            </div>
          </div>
        );
      }}
    </UndercarriageBody>
  );
}

function Condition(props: { target: ItemTarget; value: string | null | undefined }) {
  const { save } = useItemSaves(props.target);
  return <VisualConditionField value={props.value} onSave={save(`${props.target.prefix}.VisualCondition`)} />;
}
