import { useParams } from '@tanstack/react-router';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  identifierSegment,
  shoeChoices,
  type CompleteAnywayQuestion,
  type IndicatorGroup,
} from '../../../rules/index.ts';
import type { StoredValues, UndercarriagePhoto } from '../../../worker/contract.ts';
import { CheckboxField } from '../../recording/CheckboxField.tsx';
import { CommentsField } from '../../recording/CommentsField.tsx';
import { useDomainWords } from '../../recording/domain-words.ts';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';
import { PhotoField } from '../../recording/PhotoField.tsx';
import { SelectField } from '../../recording/SelectField.tsx';
import { onSide, useWriteTarget } from '../../recording/use-write-target.ts';
import { useEngineHandle } from '../../engine/EngineProvider.tsx';

const words = defineMessages({
  photos: { id: 'rec.part.Photos', defaultMessage: 'Photos' },
  wearIndicators: { id: 'rec.uc.wearIndicators', defaultMessage: 'Wear Indicators' },
  complete: { id: 'rec.uc.complete', defaultMessage: 'COMPLETE' },
});
const numberOfShoes = defineMessage<{ name: string }>({
  id: 'rec.uc.numberOfShoes',
  defaultMessage: '{name}: Number of Shoes',
});
/** COMPLETE, a position's MARK AS COMPLETE (recording spec §2). */
export const completeWords = words;

// The fields every undercarriage part screen shares: photos, comments, wear indicators and MARK AS COMPLETE, each
// saving itself on the side (or on a position's equipment part when one is given).

export interface ItemTarget {
  /** The side as the address names it (left, right). */
  readonly sideName: string;
  /** The identifier prefix of the fields, e.g. Undercarriage.Left.SideFrame or ….LoadRollers.Position. */
  readonly prefix: string;
  readonly equipmentPartExternalId?: string | undefined;
}

/**
 * A field's saves on its target. Not from the address's parameters: those follow the route, and every field reading
 * them was rendered again in the router's own render of a measuring run's screen change (decision 0106).
 */
function useItemSaves(target: ItemTarget) {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const { engine } = useEngineHandle();
  const writesTo = useWriteTarget();
  const { sideName } = target;
  const part = target.equipmentPartExternalId;
  const where = {
    inspectionExternalId: externalId,
    sideName,
    ...(part ? { equipmentPartExternalId: part } : {}),
  };
  const { save, check, addPhoto } = writesTo(onSide(sideName, part));
  return {
    engine,
    externalId,
    sideName,
    save,
    check,
    addPhoto,
    complete: (itemKey: string) => () => engine.markUndercarriageComplete({ ...where, itemKey }),
  };
}

/** recording spec §2: several photos of the part (multi-photo: each adds). */
export function ItemPhotos(props: { target: ItemTarget; photos: readonly UndercarriagePhoto[] }) {
  const { addPhoto, engine, externalId } = useItemSaves(props.target);
  const intl = useIntl();
  return (
    <PhotoField
      label={intl.formatMessage(words.photos)}
      multiple
      photos={props.photos}
      onAdd={addPhoto(`${props.target.prefix}.Photos`)}
      onDelete={(observationExternalId) => engine.deletePhoto(externalId, observationExternalId)}
    />
  );
}

/** recording spec §5: comments saved on blur. */
export function ItemComments(props: { target: ItemTarget; values: StoredValues }) {
  const { save } = useItemSaves(props.target);
  const id = `${props.target.prefix}.Comments`;
  return <CommentsField value={props.values[id]?.value} onSave={save(id)} />;
}

/**
 * recording spec §2 and §4: wear indicator checkboxes by group; where the spec says so each has a number-of-shoes
 * choice (1 to shoes per side), and unchecking deletes it (the worker does that with the uncheck).
 */
export function WearIndicators(props: {
  target: ItemTarget;
  values: StoredValues;
  groups: readonly IndicatorGroup[];
  /** Shoes per side when each indicator has a number-of-shoes choice. */
  shoesPerSide?: number | undefined;
}) {
  const { save, check } = useItemSaves(props.target);
  const intl = useIntl();
  const said = useDomainWords();
  const options = shoeChoices(props.shoesPerSide).map((n) => ({ value: String(n), label: String(n) }));
  return (
    <section className="field" aria-labelledby={`${props.target.prefix}-indicators`}>
      <h2 id={`${props.target.prefix}-indicators`}>{intl.formatMessage(words.wearIndicators)}</h2>
      {props.groups.map((group) => (
        <fieldset key={group.key} className="indicator-group">
          {group.group ? <legend>{said(group.group)}</legend> : null}
          {group.items.map((name) => {
            const id = [props.target.prefix, 'WearIndicators', group.key, identifierSegment(name)]
              .filter((s) => s !== '')
              .join('.');
            return (
              <CheckboxField key={id} label={said(name)} value={props.values[id]?.value} onSave={check(id)}>
                {props.shoesPerSide === undefined ? null : (
                  <SelectField
                    label={intl.formatMessage(numberOfShoes, { name: said(name) })}
                    options={options}
                    value={props.values[`${id}.NumberOfShoes`]?.value}
                    onSave={save(`${id}.NumberOfShoes`)}
                  />
                )}
              </CheckboxField>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}

/** recording spec §2 MARK AS COMPLETE (COMPLETE on a position): stores the completed timestamp, then goes back. */
export function ItemComplete(props: {
  target: ItemTarget;
  itemKey: string;
  label?: string;
  onDone: () => void;
  /** A list with positions not done asks first. */
  ask?: CompleteAnywayQuestion | undefined;
}) {
  const { complete } = useItemSaves(props.target);
  return (
    <MarkCompleteButton
      ask={props.ask}
      {...(props.label ? { label: props.label } : {})}
      onComplete={complete(props.itemKey)}
      onDone={props.onDone}
    />
  );
}

export { useItemSaves };
