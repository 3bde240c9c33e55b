import { Activity, memo, useCallback, useMemo, useState } from 'react';
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
  const { params } = useUndercarriageScreen();
  const item = undercarriageItemByRoute(`${params.partCategory ?? ''}/${screen}`);
  if (!item) return <PageNotFound />;
  // Not keyed: a measuring run goes from one worn length screen to the next on this one component, and only what
  // differs is rendered again. Each item's own fields are keyed by it below (decisions 0089, 0092).
  return <Screen itemKey={item.key} screen={screen} shoes={params.partCategory === 'shoes'} />;
}

/** A worn length screen's item: its key, its kind of screen and whether it is the shoes' (decisions 0089, 0092). */
interface ShownItem {
  readonly itemKey: string;
  readonly screen: WornLengthKind;
  readonly shoes: boolean;
}

// A run's next worn length screen on this side, from its route below the inspection (undercarriage/left/shoes/roller-path)
function wornLengthItemOf(route: string, sideName: string): ShownItem | undefined {
  const base = `undercarriage/${sideName}/`;
  if (!route.startsWith(base)) return undefined;
  const rest = route.slice(base.length);
  const screen = rest.split('/').pop();
  if (screen !== 'pitch-extension' && screen !== 'roller-path' && screen !== 'drive-lug') return undefined;
  const item = undercarriageItemByRoute(rest);
  return item ? { itemKey: item.key, screen, shoes: rest.startsWith('shoes/') } : undefined;
}

// recording spec §2: the pitch extension's groups, or the one group of a roller path's or drive lug's indicators
function indicatorsOf(screen: WornLengthKind, shoes: boolean) {
  return screen === 'pitch-extension'
    ? PITCH_EXTENSION_INDICATORS
    : [
        {
          group: '',
          key: '',
          items:
            screen === 'drive-lug'
              ? DRIVE_LUG_INDICATORS
              : shoes
                ? SHOES_ROLLER_PATH_INDICATORS
                : TUMBLER_ROLLER_PATH_INDICATORS,
        },
      ];
}

function Screen(props: { itemKey: string; screen: WornLengthKind; shoes: boolean }) {
  const { externalId, sideName, back, go } = useUndercarriageScreen();
  const readAheadModel = useUndercarriageReadAhead(externalId, sideName);
  // The run's next worn length item, rendered ahead out of sight (issue 53): when the run opens its screen, its
  // fields are there to show, not to render in one task
  const [ahead, setAhead] = useState<ShownItem | undefined>();
  const readAhead = useCallback(
    (route: string) => {
      readAheadModel(route);
      const next = wornLengthItemOf(route, sideName);
      setAhead((before) =>
        before?.itemKey === next?.itemKey && before?.screen === next?.screen ? before : next,
      );
    },
    [readAheadModel, sideName],
  );
  // Read here, where the screen is shown: a subtree out of sight runs no effect, so it would not hear its model change
  // (with none ahead, the shown item's own read, shared)
  const aheadQuery = useScreenModel(...itemModelRead(externalId, sideName, ahead?.itemKey ?? props.itemKey));
  const intl = useIntl();
  const named = useDomainWords();
  const query = useScreenModel(...itemModelRead(externalId, sideName, props.itemKey));
  const pitch = props.screen === 'pitch-extension';
  return (
    <UndercarriageBody query={query} fallback={intl.formatMessage(words.error)}>
      {(model) => {
        const title = pitch
          ? 'Pitch Extension'
          : named(`${props.shoes ? 'Shoes' : 'Drive Tumbler'} ${model.item.label}`);
        const shown = { itemKey: props.itemKey, screen: props.screen, shoes: props.shoes };
        const items: { item: ShownItem; model: UndercarriageItemModel; visible: boolean }[] = [
          { item: shown, model, visible: true },
        ];
        if (
          ahead &&
          ahead.itemKey !== props.itemKey &&
          aheadQuery.data &&
          aheadQuery.data.item.key === ahead.itemKey
        )
          items.push({ item: ahead, model: aheadQuery.data, visible: false });
        return (
          <div className="page recording measuring">
            <UndercarriageHeader title={title} side={model.side} header={model.header} />
            <MeasuringRunBar externalId={externalId} of={{ sideName }} open={go} readAhead={readAhead} />
            {items.map((i) => (
              <Activity key={i.item.itemKey} mode={i.visible ? 'visible' : 'hidden'}>
                <ItemFields model={i.model} screen={i.item.screen} shoes={i.item.shoes} back={back} />
              </Activity>
            ))}
          </div>
        );
      }}
    </UndercarriageBody>
  );
}

// One item's fields, the same whether shown or rendered ahead: its props are the query's answer, so showing one
// rendered ahead renders nothing again
const ItemFields = memo(function ItemFields(props: {
  model: UndercarriageItemModel;
  screen: WornLengthKind;
  shoes: boolean;
  back: () => void;
}) {
  const { model } = props;
  const target = useMemo(() => ({ prefix: model.item.prefix }), [model.item.prefix]);
  return (
    <>
      {props.screen === 'pitch-extension' ? (
        <PitchExtensionFields model={model} />
      ) : (
        <WornLength model={model} />
      )}
      <WearIndicators
        target={target}
        values={model.values}
        groups={indicatorsOf(props.screen, props.shoes)}
        shoesPerSide={props.shoes ? model.shoesPerSide : undefined}
      />
      <ItemPhotos target={target} photos={model.photos} />
      <ItemComments target={target} values={model.values} />
      <ItemComplete target={target} itemKey={model.item.key} onDone={props.back} />
    </>
  );
});

/** recording spec §5 worn length (in the chosen unit, decision 0053): empty ignored, InvalidInput, BelowOrEqualZero; the §9 warning as a toast. */
function WornLength({ model }: { model: UndercarriageItemModel }) {
  const { save } = useItemSaves({ prefix: model.item.prefix });
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
