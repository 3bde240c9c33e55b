import { SIDE_EQUIPMENT_NAMES, SIDES, SideLocationId, type Side } from '../../rules/index.ts';
import type { TableData } from '../db/bulk.ts';
import type { Catalogue, UndercarriageRole } from './catalogue.ts';
import { ASSET_MANUFACTURERS, FITMENTS, MODELS, type ModelSpec } from './models.ts';
import { Random, uuidFor } from './random.ts';
import { buildSites, sitesTables } from './sites.ts';
import {
  ASSET_TYPE_IDS,
  EQUIPMENT_CATEGORY_IDS,
  EQUIPMENT_TYPE_IDS,
  PART_LOCATION_IDS,
} from './reference.ts';
import type { SeedScale } from './scales.ts';

// Customers, sites and yards (mine locations), machines with their Left Side and Right Side undercarriage and its
// parts by position, and buckets on machines and in yards with the parts of their GET fitment.

export interface SideInfo {
  side: Side;
  equipmentId: number;
  externalId: string;
  trackShoePartId: number;
  driveTumblerPartId: number;
}

export interface MachineInfo {
  id: number;
  externalId: string;
  name: string;
  siteId: number;
  model: ModelSpec;
  sides: SideInfo[];
}

export interface Fleet {
  tables: TableData[];
  machines: MachineInfo[];
}

const EQUIPMENT_COLUMNS = [
  ['id', 'int'],
  ['external_id', 'uuid'],
  ['asset_id', 'int'],
  ['mine_location_id', 'int'],
  ['parent_asset_id', 'int'],
  ['equipment_category_id', 'int'],
  ['equipment_type_id', 'int'],
  ['name', 'text'],
  ['description', 'text'],
  ['manufacturer_id', 'int'],
  ['configuration_id', 'int'],
  ['serial_number', 'text'],
  ['part_number', 'text'],
  ['capital_index_number', 'text'],
  ['install_date', 'text'],
  ['effective_date', 'text'],
] as const;
const PART_COLUMNS = [
  ['id', 'int'],
  ['external_id', 'uuid'],
  ['equipment_id', 'int'],
  ['external_equipment_id', 'uuid'],
  ['part_id', 'int'],
  ['position', 'int'],
  ['location_id', 'int'],
  ['secondary_location_id', 'int'],
  ['location_name', 'text'],
  ['group', 'text'],
  ['effective_date', 'text'],
] as const;

/** The parts of one undercarriage side: shoe, tumbler, idlers, side frame and 9 rollers or sliders (14). */
function sideLayout(model: ModelSpec): { role: UndercarriageRole; group: string; position: number }[] {
  const one = (role: UndercarriageRole, group: string) => ({ role, group, position: 1 });
  const many = (role: UndercarriageRole, group: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ role, group, position: i + 1 }));
  return [
    one('trackShoe', 'Shoes'),
    one('driveTumbler', 'Drive Tumbler'),
    one('frontIdler', 'Idler'),
    one('rearIdler', 'Idler'),
    one('sideFrame', 'Side Frame'),
    ...many('loadRoller', 'Load Rollers', model.rollers.load),
    ...many('returnRoller', 'Return Rollers', model.rollers.return),
    ...many('slider', 'Sliders', model.rollers.slider),
  ];
}

function isoDay(base: number, daysBack: number): string {
  return new Date(base - daysBack * 86_400_000).toISOString().slice(0, 10);
}

export function buildFleet(scale: SeedScale, catalogue: Catalogue, anchor: Date): Fleet {
  const random = new Random(20250630);
  const { customers, sites, yards } = buildSites(scale);

  const assets: unknown[][] = [];
  const equipments: unknown[][] = [];
  const parts: unknown[][] = [];
  const machines: MachineInfo[] = [];
  const base = anchor.getTime();
  const addEquipment = (values: unknown[]) => {
    const id = equipments.length + 1;
    const externalId = uuidFor('equipment', id);
    equipments.push([id, externalId, ...values]);
    return { id, externalId };
  };
  const addPart = (equipment: { id: number; externalId: string }, values: unknown[]) => {
    const id = parts.length + 1;
    parts.push([id, uuidFor('equipmentPart', id), equipment.id, equipment.externalId, ...values]);
  };

  // Machines with a bucket: a deterministic shuffle picks them.
  const order = Array.from({ length: scale.machines }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const withBucket = new Set(order.slice(0, scale.bucketsOnMachines));

  for (let m = 0; m < scale.machines; m++) {
    const id = m + 1;
    const model = MODELS[m % MODELS.length] as ModelSpec;
    const site = sites[m % sites.length] as [number, number, string, string];
    const customer = customers[site[1] - 1] as [number, string];
    const name = `${model.type === 'HEX' ? 'EX' : 'SH'}-${String(100 + id).padStart(4, '0')}`;
    const bucketName = withBucket.has(m) ? `${name} Bucket` : null;
    const externalId = uuidFor('asset', id);
    const manufacturerId = ASSET_MANUFACTURERS.indexOf(model.manufacturer as never) + 1;
    assets.push([
      id,
      externalId,
      name,
      model.description,
      model.id,
      ASSET_TYPE_IDS[model.type],
      manufacturerId,
      site[0],
      site[2],
      customer[0],
      customer[1],
      null,
      bucketName,
    ]);
    const machine: MachineInfo = { id, externalId, name, siteId: site[0], model, sides: [] };
    const installed = isoDay(base, random.int(200, 900));
    if (m % 5 !== 4) {
      for (const side of SIDES) {
        const equipment = addEquipment([
          id,
          null,
          null,
          EQUIPMENT_CATEGORY_IDS.Undercarriage,
          EQUIPMENT_TYPE_IDS.Undercarriage,
          SIDE_EQUIPMENT_NAMES[side],
          `${name} ${side.toLowerCase()} undercarriage`,
          manufacturerId,
          null,
          null,
          null,
          null,
          installed,
          `${installed}T00:00:00.000Z`,
        ]);
        for (const slot of sideLayout(model)) {
          addPart(equipment, [
            catalogue.modelPart(model.id, slot.role),
            slot.position,
            SideLocationId[side],
            null,
            side,
            slot.group,
            installed,
          ]);
        }
        machine.sides.push({
          side,
          equipmentId: equipment.id,
          externalId: equipment.externalId,
          trackShoePartId: catalogue.modelPart(model.id, 'trackShoe'),
          driveTumblerPartId: catalogue.modelPart(model.id, 'driveTumbler'),
        });
      }
    }
    if (bucketName !== null) addBucket(id, null, bucketName, manufacturerId, installed);
    machines.push(machine);
  }
  for (let b = 0; b < scale.bucketsInYards; b++) {
    const yard = yards[b % yards.length] as [number, string, number, string];
    addBucket(
      null,
      yard[0],
      `Spare Bucket ${String(b + 1).padStart(3, '0')}`,
      (b % ASSET_MANUFACTURERS.length) + 1,
      isoDay(base, random.int(30, 600)),
    );
  }

  function addBucket(
    assetId: number | null,
    yardId: number | null,
    name: string,
    manufacturerId: number,
    installed: string,
  ) {
    const fitment = FITMENTS[equipments.length % FITMENTS.length] as (typeof FITMENTS)[number];
    const n = equipments.length + 1;
    const equipment = addEquipment([
      assetId,
      yardId,
      null,
      EQUIPMENT_CATEGORY_IDS.Bucket,
      EQUIPMENT_TYPE_IDS.Bucket,
      name,
      `${fitment.name} bucket`,
      manufacturerId,
      fitment.id,
      `BKT-${String(n).padStart(6, '0')}`,
      `BP-${4000 + (n % 900)}`,
      `CI-${String(n * 7).padStart(7, '0')}`,
      installed,
      `${installed}T00:00:00.000Z`,
    ]);
    for (const { partId, position } of catalogue.fitmentParts(fitment.id)) {
      const location =
        position.secondaryLocation === null
          ? position.location
          : `${position.location} / ${position.secondaryLocation}`;
      addPart(equipment, [
        partId,
        position.position,
        position.location === null ? null : PART_LOCATION_IDS[position.location],
        position.secondaryLocation === null ? null : PART_LOCATION_IDS[position.secondaryLocation],
        location ?? 'Unknown',
        position.group,
        installed,
      ]);
    }
  }

  return {
    machines,
    tables: [
      ...sitesTables({ customers, sites, yards }),
      {
        table: 'assets',
        columns: [
          ['id', 'int'],
          ['external_id', 'uuid'],
          ['name', 'text'],
          ['description', 'text'],
          ['model_id', 'int'],
          ['asset_type_id', 'int'],
          ['manufacturer_id', 'int'],
          ['site_id', 'int'],
          ['site_name', 'text'],
          ['customer_id', 'int'],
          ['customer_name', 'text'],
          ['parent_asset_id', 'int'],
          ['bucket_name', 'text'],
        ],
        rows: assets,
      },
      { table: 'equipments', columns: EQUIPMENT_COLUMNS, rows: equipments },
      { table: 'equipment_parts', columns: PART_COLUMNS, rows: parts },
    ],
  };
}
