// How big a fleet each seed scale makes. `large` is the fleet the benchmarks run on: 5,000 machines, 10,000
// equipments (8,000 undercarriage sides of 14 parts, 2,000 buckets of 19 parts: 150,000 equipment parts), 2,000
// past inspections of 50 observations each (100,000 observations).

export interface SeedScale {
  readonly name: 'test' | 'demo' | 'large';
  readonly customers: number;
  readonly sitesPerCustomer: number;
  readonly yardsPerSite: number;
  readonly machines: number;
  /** Every fifth machine has no undercarriage (recording spec: "Undercarriage is not available for this asset"). */
  readonly bucketsOnMachines: number;
  readonly bucketsInYards: number;
  readonly inspectedMachines: number;
  readonly inspectionsPerMachine: number;
}

export const SCALES: Readonly<Record<SeedScale['name'], SeedScale>> = {
  test: {
    name: 'test',
    customers: 2,
    sitesPerCustomer: 1,
    yardsPerSite: 1,
    machines: 5,
    bucketsOnMachines: 2,
    bucketsInYards: 1,
    inspectedMachines: 2,
    inspectionsPerMachine: 2,
  },
  demo: {
    name: 'demo',
    customers: 3,
    sitesPerCustomer: 2,
    yardsPerSite: 2,
    machines: 30,
    bucketsOnMachines: 18,
    bucketsInYards: 8,
    inspectedMachines: 12,
    inspectionsPerMachine: 5,
  },
  large: {
    name: 'large',
    customers: 20,
    sitesPerCustomer: 5,
    yardsPerSite: 2,
    machines: 5000,
    bucketsOnMachines: 1500,
    bucketsInYards: 500,
    inspectedMachines: 400,
    inspectionsPerMachine: 5,
  },
};

export function isScaleName(name: string): name is SeedScale['name'] {
  return Object.hasOwn(SCALES, name);
}
