import { INCH_UNIT_ID } from '../../rules/index.ts';
import type { TableData } from '../db/bulk.ts';
import { uuidFor } from './random.ts';
import type { SeedScale } from './scales.ts';

// Customers, their mine sites, and the yards (mine locations) of each site where spare buckets are kept.

const CUSTOMERS = [
  'Pilbara Iron',
  'Hunter Valley Coal',
  'Bingham Minerals',
  'Goldfields Mining',
  'Atacama Copper',
  'Kalahari Manganese',
  'Athabasca Sands',
  'Sudbury Nickel',
  'Carajas Ore',
  'Gobi Copper',
  'Bowen Basin Resources',
  'Powder River Coal',
  'Escondida Metals',
  'Grasberg Resources',
  'Olympic Dam Mining',
  'Kiruna Ore',
  'Witwatersrand Gold',
  'Copperbelt Mining',
  'Labrador Iron',
  'Surat Basin Coal',
];
// Inspectors in the Americas outside Canada measure in inches: these customers' sites default to the inch
// (decision 0071), the others to millimetres. The demo fleet's third customer is one of them, so the demo shows both.
const MEASURED_IN_INCHES = new Set([
  'Bingham Minerals',
  'Atacama Copper',
  'Carajas Ore',
  'Powder River Coal',
  'Escondida Metals',
]);
const SITE_NAMES = ['North', 'South', 'East', 'West', 'Central', 'Ridge', 'Valley', 'Plains'];
const YARD_NAMES = ['Bucket Yard', 'Workshop Yard', 'Laydown Yard'];

export interface Sites {
  customers: unknown[][];
  sites: unknown[][];
  yards: unknown[][];
}

export function buildSites(scale: SeedScale): Sites {
  const customers: unknown[][] = [];
  const sites: unknown[][] = [];
  const yards: unknown[][] = [];
  for (let c = 0; c < scale.customers; c++) {
    const customerId = c + 1;
    const customerName =
      CUSTOMERS[c % CUSTOMERS.length] +
      (c >= CUSTOMERS.length ? ` ${Math.floor(c / CUSTOMERS.length) + 1}` : '');
    customers.push([customerId, customerName]);
    for (let s = 0; s < scale.sitesPerCustomer; s++) {
      const siteId = sites.length + 1;
      const region = customerName.split(' ')[0] as string;
      sites.push([
        siteId,
        customerId,
        `${region} ${SITE_NAMES[s % SITE_NAMES.length]}`,
        `${customerName} mine site`,
        MEASURED_IN_INCHES.has(CUSTOMERS[c % CUSTOMERS.length] as string) ? INCH_UNIT_ID : null,
      ]);
      for (let y = 0; y < scale.yardsPerSite; y++) {
        const yardId = yards.length + 1;
        yards.push([
          yardId,
          uuidFor('mineLocation', yardId),
          siteId,
          `${region} ${SITE_NAMES[s % SITE_NAMES.length]} ${YARD_NAMES[y % YARD_NAMES.length]}`,
        ]);
      }
    }
  }

  return { customers, sites, yards };
}

export function sitesTables({ customers, sites, yards }: Sites): TableData[] {
  return [
    {
      table: 'customers',
      columns: [
        ['id', 'int'],
        ['name', 'text'],
      ],
      rows: customers,
    },
    {
      table: 'sites',
      columns: [
        ['id', 'int'],
        ['customer_id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['length_unit_id', 'int'],
      ],
      rows: sites,
    },
    {
      table: 'mine_locations',
      columns: [
        ['id', 'int'],
        ['external_id', 'uuid'],
        ['site_id', 'int'],
        ['name', 'text'],
      ],
      rows: yards,
    },
  ];
}
