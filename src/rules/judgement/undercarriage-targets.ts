// The undercarriage's targets of one side (decision 0023): each measured or inspected item, and each load roller,
// return roller and slider position on its own.
import { undercarriageChangeoutIds } from '../catalogue-basics.ts';
import { isChecked } from '../checkbox.ts';
import type { Side } from '../enums.ts';
import type { TargetInput } from './target-judgement.ts';
import { keyOf, reading, signsUnder, targetKey, type Context, type Values } from './target-inputs.ts';
import { UNDERCARRIAGE_ITEMS, type UndercarriageItem } from '../undercarriage-menu.ts';

/** The equipment-part group of each undercarriage position list (recording spec §2 load-rollers, …). */
export const POSITION_GROUPS: Readonly<Record<string, string>> = {
  LoadRollers: 'Load Rollers',
  ReturnRollers: 'Return Rollers',
  Sliders: 'Sliders',
};

/** How each undercarriage item is measured: its worn lengths, the first winning a tie (decision 0023). */
const UNDERCARRIAGE_READINGS: Readonly<
  Record<string, readonly { suffix: string; instrument: string | null }[]>
> = {
  'Shoes.PitchExtension': [
    { suffix: 'PitchGauge.WornLength', instrument: 'Pitch gauge' },
    { suffix: 'TapeMeasure.WornLength', instrument: 'Tape measure' },
  ],
  'Shoes.RollerPath': [{ suffix: 'WornLength', instrument: null }],
  'Shoes.DriveLug': [{ suffix: 'WornLength', instrument: null }],
  'DriveTumbler.RollerPath': [{ suffix: 'WornLength', instrument: null }],
  'DriveTumbler.DriveLug': [{ suffix: 'WornLength', instrument: null }],
};

/** The component names people read, e.g. "Shoes — Roller Path". */
const COMPONENT_NAMES: Readonly<Record<string, string>> = {
  'Shoes.PitchExtension': 'Pitch Extension',
  'Shoes.RollerPath': 'Shoes — Roller Path',
  'Shoes.DriveLug': 'Shoes — Drive Lug',
  'DriveTumbler.RollerPath': 'Drive Tumbler — Roller Path',
  'DriveTumbler.DriveLug': 'Drive Tumbler — Drive Lug',
  FrontIdler: 'Front Idler',
  RearIdler: 'Rear Idler',
  LoadRollers: 'Load Rollers',
  ReturnRollers: 'Return Rollers',
  Sliders: 'Sliders',
};

// recording spec §2 Undercarriage: one side's items and positions as targets
export function undercarriageTargets(
  context: Context,
  side: Side,
  equipment: string,
  /** Only the items wanted (by key, e.g. Shoes.RollerPath): each item's targets are its own. */
  itemWanted: (itemKey: string) => boolean = () => true,
): TargetInput[] {
  const { facts } = context;
  const changeout = undercarriageChangeoutIds(side).checked;
  const changedOut = (values: Values) => isChecked(values.get(keyOf(changeout, null)));
  const sidePart = (identifier: string) =>
    facts.dimensions.find(
      (d) =>
        d.identifier === identifier &&
        facts.parts.some((p) => p.externalId === d.partExternalId && p.equipmentExternalId === equipment),
    )?.partExternalId;
  const list: TargetInput[] = [];
  for (const item of UNDERCARRIAGE_ITEMS) {
    const prefix = `Undercarriage.${side}.${item.key}`;
    const component = COMPONENT_NAMES[item.key];
    if (component === undefined || !itemWanted(item.key)) continue;
    if (item.positions) {
      list.push(...positionTargets(context, side, equipment, item, prefix, component));
      continue;
    }
    const readings = (UNDERCARRIAGE_READINGS[item.key] ?? []).map((r) => {
      const identifier = `${prefix}.${r.suffix}`;
      return reading(context, identifier, null, sidePart(identifier), r.instrument, changedOut, null);
    });
    const part = facts.parts.find(
      (p) => p.externalId === readings.map((r) => sidePart(r.identifier)).find(Boolean),
    );
    list.push({
      key: targetKey(
        {
          id: `uc:${side}:${item.key}`,
          area: 'undercarriage',
          side,
          component,
          place: '',
          position: null,
          entityExternalId: equipment,
        },
        part,
      ),
      readings,
      signs: signsUnder(context, prefix, null, [`${prefix}.VisualCondition`]),
      actionTypes: facts.actionTypes,
    });
  }
  return list;
}

function positionTargets(
  context: Context,
  side: Side,
  equipment: string,
  item: UndercarriageItem,
  prefix: string,
  component: string,
): TargetInput[] {
  const parts = context.facts.parts
    .filter((p) => p.equipmentExternalId === equipment && p.group === POSITION_GROUPS[item.key])
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return parts.map((part, index) => {
    const position = part.position ?? index + 1;
    return {
      key: targetKey(
        {
          id: `uc:${side}:${item.key}:${part.externalId}`,
          area: 'undercarriage',
          side,
          component,
          place: `Position ${position}`,
          position,
          entityExternalId: part.externalId,
        },
        part,
      ),
      readings: [],
      signs: signsUnder(context, `${prefix}.Position`, part.externalId, [
        `${prefix}.Position.VisualCondition`,
      ]),
      actionTypes: context.facts.actionTypes,
    };
  });
}
