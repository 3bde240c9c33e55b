import {
  computeActionStatus,
  DataLevel,
  DEFAULT_SHOES_PER_SIDE,
  entryByIdentifier,
  EXECUTIVE_SUMMARY,
  LOCK_OFF,
  LOCK_ON,
  OPERATION,
  PITCH_GAUGE_UNIT_ID,
} from '../../rules/index.ts';
import type { TableData } from '../db/bulk.ts';
import type { Catalogue } from './catalogue.ts';
import type { MachineInfo, SideInfo } from './fleet.ts';
import { Random, round, uuidFor } from './random.ts';
import { THRESHOLDS } from './part-types.ts';
import { ACTION_TYPES, EQUIPMENT_TYPE_IDS, INSPECTION_STATUS_IDS, UNIT_IDS } from './reference.ts';
import type { SeedScale } from './scales.ts';

// Past inspections of machines with undercarriage, a month apart, each with 50 observations: lock on, operation
// (machine hours rising), lock off and summary at asset level, and per side the pitch extension (tape measure and
// pitch gauge), roller path, drive lug, tumbler, idler and side frame, with wear that grows with the hours, so
// history, trends and forecasts have data.

const INSPECTORS = [
  'Jordan Reyes',
  'Priya Natarajan',
  'Liam O’Connor',
  'Mei Chen',
  'Tom Hughes',
  'Aroha Ngata',
];
const CONDITIONS = ['Good', 'Good', 'Good', 'Monitor', 'Changeout'];
const COMMENTS = [
  'Normal wear for the hours.',
  'Some build-up of material on the frame; cleaned before measuring.',
  'Wear progressing as forecast; plan for the next shutdown.',
  'Operator reports no issues.',
];

interface Observation {
  identifier: string;
  value: string;
  level: number;
  entityId: number;
  entityExternalId: string;
  unitId?: number;
  actionTypeId?: number;
}

const SEEDED_THRESHOLDS = THRESHOLDS.map(([minPercentage, actionTypeId]) => ({
  minPercentage,
  actionTypeId,
}));

// The action stored with a seeded reading is the judge's (recording spec §4 and §9), by the thresholds the seed gives
// every dimension: none for a reading the judge finds invalid, as the app stores none.
function actionFor(
  value: number,
  dimension: { baseline: number; limit: number } | undefined,
): number | undefined {
  const status = computeActionStatus({
    measurements: [String(value)],
    dimension: dimension && { baselineValue: dimension.baseline, limit: dimension.limit },
    thresholds: SEEDED_THRESHOLDS,
    actionTypes: ACTION_TYPES,
  });
  return status.ok ? status.actionType?.id : undefined;
}

/** The observation with another value, its action judged again from it (none when the new value calls for none). */
function withValue(
  observation: Observation,
  value: number,
  dimension: { baseline: number; limit: number } | undefined,
): Observation {
  const { actionTypeId: _judgedBefore, ...rest } = observation;
  const actionTypeId = actionFor(value, dimension);
  return { ...rest, value: String(value), ...(actionTypeId === undefined ? {} : { actionTypeId }) };
}

function sideObservations(
  side: SideInfo,
  machine: MachineInfo,
  fraction: number,
  at: string,
  random: Random,
  catalogue: Catalogue,
): Observation[] {
  const pre = `Undercarriage.${side.side}`;
  const at2 = { level: DataLevel.equipment, entityId: side.equipmentId, entityExternalId: side.externalId };
  const measure = (
    partId: number,
    suffix: string,
    decimals = 1,
    unitId: number = UNIT_IDS.mm,
  ): Observation => {
    const identifier = `${pre}.${suffix}`;
    const dimension = catalogue.dimension(partId, identifier);
    if (dimension === undefined) throw new Error(`No dimension for ${identifier}`);
    const value = round(dimension.baseline + dimension.limit * (fraction + random.around(0, 0.03)), decimals);
    const actionTypeId = actionFor(value, dimension);
    return {
      identifier,
      value: String(value),
      ...at2,
      unitId,
      ...(actionTypeId === undefined ? {} : { actionTypeId }),
    };
  };
  const shoes = machine.model.shoesPerSide || DEFAULT_SHOES_PER_SIDE;
  // The tape measure's worn length is what its measurement over the shoes gives, as the app works it out: the
  // measurement is kept to a tenth, so a worn length drawn first would differ from it in its last digit on screen.
  const drawn = measure(side.trackShoePartId, 'Shoes.PitchExtension.TapeMeasure.WornLength', 2);
  const measurement = round(Number(drawn.value) * shoes, 1);
  const perShoe = round(measurement / shoes, 2);
  const pitch = withValue(drawn, perShoe, catalogue.dimension(side.trackShoePartId, drawn.identifier));
  const readings = [0, 1, 2].map(() => round(perShoe + random.around(0, 0.8), 1));
  const average = round(readings.reduce((a, b) => a + b, 0) / readings.length, 2);
  const gauge = catalogue.dimension(
    side.trackShoePartId,
    `${pre}.Shoes.PitchExtension.PitchGauge.WornLength`,
  );
  const gaugeAction = actionFor(average, gauge);
  const value = (identifier: string, text: string): Observation => ({
    identifier: `${pre}.${identifier}`,
    value: text,
    ...at2,
  });
  return [
    value('Shoes.PitchExtension.TapeMeasure.Measurement', String(measurement)),
    value('Shoes.PitchExtension.TapeMeasure.NumberOfShoes', String(shoes)),
    pitch,
    ...readings.map((reading) => ({
      ...value('Shoes.PitchExtension.PitchGauge.Readings', String(reading)),
      unitId: PITCH_GAUGE_UNIT_ID,
    })),
    {
      ...value('Shoes.PitchExtension.PitchGauge.WornLength', String(average)),
      unitId: PITCH_GAUGE_UNIT_ID,
      ...(gaugeAction === undefined ? {} : { actionTypeId: gaugeAction }),
    },
    value('Shoes.PitchExtension.Completed', at),
    measure(side.trackShoePartId, 'Shoes.RollerPath.WornLength'),
    value('Shoes.RollerPath.Completed', at),
    measure(side.trackShoePartId, 'Shoes.DriveLug.WornLength'),
    value('Shoes.DriveLug.Completed', at),
    measure(side.driveTumblerPartId, 'DriveTumbler.RollerPath.WornLength'),
    measure(side.driveTumblerPartId, 'DriveTumbler.DriveLug.WornLength'),
    value('FrontIdler.VisualCondition', fraction > 0.8 ? random.pick(CONDITIONS) : 'Good'),
    value('SideFrame.Comments', random.pick(COMMENTS)),
    value('SideFrame.Completed', at),
    fraction > 0.6
      ? value('Shoes.PitchExtension.WearIndicators.Bushings.Walking', 'true')
      : value('Shoes.PitchExtension.Comments', 'No wear indicators found.'),
  ];
}

export interface History {
  tables: TableData[];
  inspections: number;
  observations: number;
}

export function buildHistory(
  scale: SeedScale,
  machines: readonly MachineInfo[],
  catalogue: Catalogue,
  anchor: Date,
): History {
  const random = new Random(7_2025);
  const inspections: unknown[][] = [];
  const links: unknown[][] = [];
  const categoryTypes: unknown[][] = [];
  const observations: unknown[][] = [];
  const inspected = machines.filter((machine) => machine.sides.length > 0).slice(0, scale.inspectedMachines);
  inspected.forEach((machine, m) => {
    let hours = random.int(6000, 30000);
    const startFraction = random.around(0.2, 0.15);
    const ratePerHour = 1 / random.int(6000, 11000);
    const firstHours = hours;
    for (let k = 0; k < scale.inspectionsPerMachine; k++) {
      const id = inspections.length + 1;
      const externalId = uuidFor('inspection', id);
      const daysBack = (scale.inspectionsPerMachine - k) * 30 + (m % 25);
      const date = new Date(
        anchor.getTime() - daysBack * 86_400_000 + (6 * 60 + random.int(0, 240)) * 60_000,
      );
      const at = date.toISOString();
      const previous = hours;
      hours += k === 0 ? 0 : random.int(420, 620);
      const inProgress = k === scale.inspectionsPerMachine - 1 && m % 4 === 3;
      const equipmentMap = JSON.stringify(
        machine.sides.map((side) => ({
          equipmentTypeId: EQUIPMENT_TYPE_IDS.Undercarriage,
          externalId: side.externalId,
        })),
      );
      inspections.push([
        id,
        externalId,
        machine.name,
        machine.id,
        null,
        machine.siteId,
        null,
        null,
        inProgress ? INSPECTION_STATUS_IDS['In Progress'] : INSPECTION_STATUS_IDS.Completed,
        at,
        !inProgress,
        false,
        INSPECTORS[(m + k) % INSPECTORS.length],
        equipmentMap,
        false,
        null,
        'seed',
      ]);
      links.push([id, machine.id, id, externalId, at]);
      const categoryTypeExternalId = uuidFor('inspectionCategoryType', id);
      categoryTypes.push([id, categoryTypeExternalId, id, externalId, 1, 1]);
      const asset = { level: DataLevel.asset, entityId: machine.id, entityExternalId: machine.externalId };
      const basic = (identifier: string, value: string, unitId?: number): Observation => ({
        identifier,
        value,
        ...asset,
        ...(unitId ? { unitId } : {}),
      });
      const fraction = startFraction + (hours - firstHours) * ratePerHour;
      const list: Observation[] = [
        basic(LOCK_ON.lockedOn, 'true'),
        basic(LOCK_ON.notifiedCustomer, 'true'),
        basic(LOCK_ON.lockOnTime, at),
        basic(LOCK_ON.completed, at),
        basic(OPERATION.totalMachineHours, String(hours), UNIT_IDS.hours),
        basic(OPERATION.hoursBetweenInspections, String(hours - previous), UNIT_IDS.hours),
        basic(OPERATION.tonnage, String(random.int(180, 320) * 1000), UNIT_IDS.tonnes),
        basic(OPERATION.bcm, String(random.int(90, 170) * 1000), UNIT_IDS.bcm),
        basic(OPERATION.completed, at),
        ...machine.sides.flatMap((side) => sideObservations(side, machine, fraction, at, random, catalogue)),
        basic(LOCK_OFF.lockedOff, 'true'),
        basic(LOCK_OFF.notifiedCustomer, 'true'),
        basic(LOCK_OFF.completed, at),
        basic(EXECUTIVE_SUMMARY.comments, `${machine.name}: ${random.pick(COMMENTS)}`),
        basic(EXECUTIVE_SUMMARY.completed, at),
      ];
      for (const o of list) {
        const item = entryByIdentifier(o.identifier);
        if (item === undefined) throw new Error(`The catalogue has no observable item ${o.identifier}`);
        const observationId = observations.length + 1;
        observations.push([
          observationId,
          uuidFor('observation', observationId),
          id,
          categoryTypeExternalId,
          item.id,
          o.value,
          o.entityId,
          o.entityExternalId,
          o.level,
          o.unitId ?? null,
          o.actionTypeId ?? null,
        ]);
      }
    }
  });
  return {
    inspections: inspections.length,
    observations: observations.length,
    tables: [
      {
        table: 'inspections',
        columns: [
          ['id', 'int'],
          ['external_id', 'uuid'],
          ['name', 'text'],
          ['asset_id', 'int'],
          ['mine_location_id', 'int'],
          ['site_id', 'int'],
          ['equipment_external_id', 'uuid'],
          ['bucket_external_id', 'uuid'],
          ['inspection_status_id', 'int'],
          ['inspection_date', 'timestamptz'],
          ['completed', 'bool'],
          ['reopened', 'bool'],
          ['inspector_name', 'text'],
          ['equipment_map', 'jsonb'],
          ['is_new', 'bool'],
          ['meta_data', 'jsonb'],
          ['saved_by', 'text'],
        ],
        rows: inspections,
      },
      {
        table: 'asset_inspections',
        columns: [
          ['id', 'int'],
          ['asset_id', 'int'],
          ['inspection_id', 'int'],
          ['inspection_external_id', 'uuid'],
          ['inspection_date', 'timestamptz'],
        ],
        rows: links,
      },
      {
        table: 'inspection_category_types',
        columns: [
          ['id', 'int'],
          ['external_id', 'uuid'],
          ['inspection_id', 'int'],
          ['inspection_external_id', 'uuid'],
          ['category_id', 'int'],
          ['type_id', 'int'],
        ],
        rows: categoryTypes,
      },
      {
        table: 'observations',
        columns: [
          ['id', 'int'],
          ['external_id', 'uuid'],
          ['category_type_id', 'int'],
          ['category_type_external_id', 'uuid'],
          ['observable_item_id', 'int'],
          ['value', 'text'],
          ['entity_id', 'int'],
          ['entity_external_id', 'uuid'],
          ['data_level_id', 'int'],
          ['unit_id', 'int'],
          ['action_type_id', 'int'],
        ],
        rows: observations,
      },
    ],
  };
}
