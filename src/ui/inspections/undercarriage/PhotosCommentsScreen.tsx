import { undercarriageItemByRoute } from '../../../rules/index.ts';
import { PartHeader } from '../../recording/PartHeader.tsx';
import { VisualConditionField } from '../../recording/VisualConditionField.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { PageNotFound } from '../PageNotFound.tsx';
import { ItemComments, ItemComplete, ItemPhotos, useItemSaves, type ItemTarget } from './item-fields.tsx';
import { UndercarriageBody } from './UndercarriageBody.tsx';
import { UndercarriageHeader } from './UndercarriageHeader.tsx';
import { useUndercarriageScreen } from './use-undercarriage-screen.ts';

/**
 * recording spec §2: side-frame (multiple photos, comments, MARK AS COMPLETE), {partCategory}/engagement (photos and
 * comments) and idler/{side} (front or rear, anything else page not found: a visual condition, photos, comments).
 */
export function PhotosCommentsScreen({ route }: { route: string }) {
  const item = undercarriageItemByRoute(route);
  if (!item || item.positions || !['side-frame', 'engagement', 'idler'].includes(item.screen))
    return <PageNotFound />;
  return <ItemScreen itemKey={item.key} idler={item.screen === 'idler'} />;
}

/** An idler's part header, as the other part screens have (its part number when the side has the part). */
function IdlerPartHeader() {
  const { externalId, sideName, params } = useUndercarriageScreen();
  const idler = params.side ?? '';
  const part = useScreenModel(['undercarriage-idler-part', externalId, sideName, idler], (e) =>
    e.undercarriageIdlerPart(externalId, sideName, idler),
  ).data;
  return part ? <PartHeader tag={part.name} partNumber={part.partNumber} /> : null;
}

function ItemScreen({ itemKey, idler }: { itemKey: string; idler: boolean }) {
  const { externalId, sideName, back } = useUndercarriageScreen();
  const query = useScreenModel(['undercarriage-item', externalId, sideName, itemKey], (e) =>
    e.undercarriageItemModel(externalId, sideName, itemKey),
  );
  return (
    <UndercarriageBody query={query} fallback="Error fetching equipment">
      {(model) => {
        const target = { sideName: model.side.sideName, prefix: model.item.prefix };
        const title = idler ? `${model.item.label === 'Front' ? 'Front' : 'Rear'} Idler` : model.item.label;
        return (
          <div className="page recording">
            <UndercarriageHeader title={title} side={model.side} header={model.header} />
            {idler ? <IdlerPartHeader /> : null}
            {idler ? <IdlerCondition target={target} value={model.values} /> : null}
            <ItemPhotos target={target} photos={model.photos} />
            <ItemComments target={target} values={model.values} />
            <ItemComplete target={target} itemKey={model.item.key} onDone={back} />
          </div>
        );
      }}
    </UndercarriageBody>
  );
}

function IdlerCondition(props: { target: ItemTarget; value: Parameters<typeof ItemComments>[0]['values'] }) {
  const { save } = useItemSaves(props.target);
  const id = `${props.target.prefix}.VisualCondition`;
  return <VisualConditionField value={props.value[id]?.value} onSave={save(id)} />;
}
