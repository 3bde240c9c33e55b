// The observation-identifier catalogue and its lookups (recording spec §3 "Observation identifiers"; issue 3 point 9).
import { basicsCatalogue } from './catalogue-basics.ts';
import { bucketCatalogue } from './catalogue-bucket.ts';
import type { CatalogueEntry, Screen } from './catalogue-types.ts';
import { undercarriageCatalogue } from './catalogue-undercarriage.ts';
import type { Side } from './enums.ts';

// recording spec §3: the complete catalogue, basics then undercarriage (Left, Right) then bucket
export const CATALOGUE: readonly CatalogueEntry[] = Object.freeze([
  ...basicsCatalogue(),
  ...undercarriageCatalogue(),
  ...bucketCatalogue(),
]);

const BY_IDENTIFIER: ReadonlyMap<string, CatalogueEntry> = new Map(CATALOGUE.map((e) => [e.identifier, e]));
const BY_ID: ReadonlyMap<number, CatalogueEntry> = new Map(CATALOGUE.map((e) => [e.id, e]));

// recording spec §3: the catalogue entry of a dotted identifier (undefined when unknown)
export function entryByIdentifier(identifier: string): CatalogueEntry | undefined {
  return BY_IDENTIFIER.get(identifier);
}

// recording spec §3: the catalogue entry of an observable-item id (undefined when unknown)
export function entryById(id: number): CatalogueEntry | undefined {
  return BY_ID.get(id);
}

// recording spec §2: the entries recorded on one screen
export function entriesForScreen(screen: Screen): CatalogueEntry[] {
  return CATALOGUE.filter((e) => e.screen === screen);
}

// recording spec §2 Undercarriage: the identifiers of one side (Undercarriage.{Side}.*)
export function undercarriageIdentifiersForSide(side: Side): string[] {
  const prefix = `Undercarriage.${side}.`;
  return CATALOGUE.filter((e) => e.identifier.startsWith(prefix)).map((e) => e.identifier);
}

// recording spec §4: the identifiers below a path (its child paths), e.g. a wear indicator's number of shoes
export function childIdentifiers(identifier: string): string[] {
  const prefix = `${identifier}.`;
  return CATALOGUE.filter((e) => e.identifier.startsWith(prefix)).map((e) => e.identifier);
}

/** recording spec §3 Observable item: the row the server seeds into observableItems. */
export interface ObservableItemSeed {
  id: number;
  dataTypeId: number;
  identifier: string;
  label: string;
  description: string;
  isCollection: boolean;
}

// recording spec §3 Observable item: the observableItems rows seeded from the catalogue
export function observableItemSeeds(): ObservableItemSeed[] {
  return CATALOGUE.map((e) => ({
    id: e.id,
    dataTypeId: e.dataType,
    identifier: e.identifier,
    label: e.label,
    description: e.description,
    isCollection: e.isCollection,
  }));
}
