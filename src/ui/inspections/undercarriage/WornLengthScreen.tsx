import { memo, useDeferredValue, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDomainWords } from '../../recording/domain-words.ts';
import {
  DRIVE_LUG_INDICATORS,
  PITCH_EXTENSION_INDICATORS,
  SHOES_ROLLER_PATH_INDICATORS,
  TUMBLER_ROLLER_PATH_INDICATORS,
  undercarriageItemByRoute,
} from '../../../rules/index.ts';
import type { UndercarriageItemModel } from '../../../worker/contract.ts';
import { MeasureJudgePanel } from '../../recording/MeasureJudgePanel.tsx';
import { LengthField } from '../../recording/LengthField.tsx';
import { PartHeader } from '../../recording/PartHeader.tsx';
import { StatusCard } from '../../recording/StatusCard.tsx';
import { useRenderedAfter } from '../../recording/use-rendered-after.ts';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { useWornLengthCheck, wornLengthWarning } from '../../recording/use-worn-length-check.ts';
import { MeasuringRunBar } from '../../recording/MeasuringRunBar.tsx';
import { useUndercarriageReadAhead } from './read-ahead.ts';
import { PageNotFound } from '../PageNotFound.tsx';
import { PitchExtensionFields } from './PitchExtensionFields.tsx';
import { ItemComments, ItemComplete, ItemPhotos, useItemSaves, WearIndicators } from './item-fields.tsx';
import { UndercarriageBody } from './UndercarriageBody.tsx';
import { UndercarriageHeader } from './UndercarriageHeader.tsx';
import { itemModelRead } from './item-model-read.ts';
import { useUndercarriageScreen } from './use-undercarriage-screen.ts';

const words = defineMessages({
  error: { id: 'rec.uc.errorPart', defaultMessage: 'Error fetching equipment part' },
  wornLength: { id: 'rec.uc.wornLength', defaultMessage: 'Worn Length' },
});

/** The worn length screens of a side, one component (decisions 0089, 0092). */
export type WornLengthKind = 'pitch-extension' | 'roller-path' | 'drive-lug';

/**
 * recording spec §2 {partCategory}/pitch-extension, roller-path and drive-lug: shoes gives the shoes variant (each
 * indicator with a number of shoes), drive-tumbler the tumbler variant (plain checkboxes; roller path has Plastic
 * Deformation in place of Toenailing). Worn length in mm with the rules of §5 and the measure-and-judge panel; the
 * pitch extension's by tape measure and by pitch gauge (PitchExtensionFields).
 */
export function WornLengthScreen({ screen }: { screen: WornLengthKind }) {
  const { params, externalId, sideName, back, go } = useUndercarriageScreen();
  // The screen shown follows the address in a render of its own, which React slices, commits and lays out in tasks
  // apart: the router renders an address change at once, in one task, and a measuring run's next worn length
  // rendered there was the run's long task at CPU 4x (decision 0106). Both deferred values change in one render.
  const shown = useDeferredValue(screen);
  const partCategory = useDeferredValue(params.partCategory ?? '');
  const item = undercarriageItemByRoute(`${partCategory}/${shown}`);
  if (!item) return <PageNotFound />;
  // Not keyed: a measuring run goes from one worn length screen to the next on this one component, and only what
  // differs is rendered again. Each item's own fields are keyed by it below (decisions 0089, 0092).
  // The address's parts as props, not read below: what reads the route is rendered again in the router's render
  return (
    <Screen
      itemKey={item.key}
      screen={shown}
      shoes={partCategory === 'shoes'}
      externalId={externalId}
      sideName={sideName}
      back={back}
      go={go}
    />
  );
}

const Screen = memo(function Screen(props: {
  itemKey: string;
  screen: WornLengthKind;
  shoes: boolean;
  externalId: string;
  sideName: string;
  back: () => void;
  go: (path: string) => void;
}) {
  const { externalId, sideName, back, go } = props;
  const readAhead = useUndercarriageReadAhead(externalId, sideName);
  const intl = useIntl();
  const named = useDomainWords();
  const query = useScreenModel(...itemModelRead(externalId, sideName, props.itemKey));
  const pitch = props.screen === 'pitch-extension';
  const indicators = pitch
    ? PITCH_EXTENSION_INDICATORS
    : [
        {
          group: '',
          key: '',
          items:
            props.screen === 'drive-lug'
              ? DRIVE_LUG_INDICATORS
              : props.shoes
                ? SHOES_ROLLER_PATH_INDICATORS
                : TUMBLER_ROLLER_PATH_INDICATORS,
        },
      ];
  return (
    <UndercarriageBody query={query} fallback={intl.formatMessage(words.error)}>
      {(model) => {
        const target = { sideName: model.side.sideName, prefix: model.item.prefix };
        const title = pitch
          ? 'Pitch Extension'
          : named(`${props.shoes ? 'Shoes' : 'Drive Tumbler'} ${model.item.label}`);
        return (
          <div className="page recording measuring">
            <UndercarriageHeader title={title} side={model.side} header={model.header} />
            <MeasuringRunBar externalId={externalId} of={{ sideName }} open={go} readAhead={readAhead} />
            {/* Keyed by the item: a field (its text, its saved mark, its message) must not carry over from the
                shoes' screen to the tumbler's; the indicators are keyed by their own paths */}
            {pitch ? (
              <PitchExtensionFields key={model.item.key} model={model} />
            ) : (
              <WornLength key={model.item.key} model={model} />
            )}
            {/* The reading and its result first; what is below them just after (decision 0102) */}
            <LowerParts itemKey={model.item.key}>
              <WearIndicators
                target={target}
                values={model.values}
                groups={indicators}
                shoesPerSide={props.shoes ? model.shoesPerSide : undefined}
              />
              <ItemPhotos key={`${model.item.key}.Photos`} target={target} photos={model.photos} />
              <ItemComments key={`${model.item.key}.Comments`} target={target} values={model.values} />
              <ItemComplete
                key={`${model.item.key}.Complete`}
                target={target}
                itemKey={model.item.key}
                onDone={back}
              />
            </LowerParts>
          </div>
        );
      }}
    </UndercarriageBody>
  );
});

/** An item's parts under its reading, rendered once the screen showing the item has been. */
function LowerParts({ itemKey, children }: { itemKey: string; children: ReactNode }) {
  return useRenderedAfter(itemKey) ? children : null;
}

/** recording spec §5 worn length (in the chosen unit, decision 0053): empty ignored, InvalidInput, BelowOrEqualZero; the §9 warning as a toast. */
function WornLength({ model }: { model: UndercarriageItemModel }) {
  const { save } = useItemSaves({ sideName: model.side.sideName, prefix: model.item.prefix });
  const checkWornLength = useWornLengthCheck();
  const intl = useIntl();
  const id = `${model.item.prefix}.WornLength`;
  const measurement = model.measurement;
  return (
    <>
      {measurement ? (
        <PartHeader tag={measurement.part.name} partNumber={measurement.part.partNumber} />
      ) : null}
      <LengthField
        label={intl.formatMessage(words.wornLength)}
        value={model.values[id]}
        onSave={save(id)}
        validate={(n, typing) => checkWornLength(n, measurement?.dimension, typing)}
        reading={id}
        warn={(n) => wornLengthWarning(n, measurement?.dimension, intl)}
      />
      {measurement ? <MeasureJudgePanel model={measurement} /> : <StatusCard empty />}
    </>
  );
}
