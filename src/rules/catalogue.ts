// The observation-identifier catalogue and its lookups (recording spec §3 "Observation identifiers").
import { basicsCatalogue } from './catalogue-basics.ts';
import { bucketCatalogue } from './catalogue-bucket.ts';
import type { CatalogueEntry, Screen } from './catalogue-types.ts';
import { undercarriageCatalogue } from './catalogue-undercarriage.ts';
import type { Side } from './enums.ts';
import { originalPhotoEntries } from './photo-originals.ts';

interface Built {
  readonly entries: readonly CatalogueEntry[];
  readonly byIdentifier: ReadonlyMap<string, CatalogueEntry>;
  readonly byId: ReadonlyMap<number, CatalogueEntry>;
  /** The items that keep the originals of marked-up photos (decision 0062). */
  readonly originals: ReadonlySet<string>;
}

// Built on first use, not when the module loads: every screen's first paint and the worker's start would pay for
// it otherwise, and most starts never look an identifier up.
let built: Built | undefined;
function build(): Built {
  if (built) return built;
  const fields = [...basicsCatalogue(), ...undercarriageCatalogue(), ...bucketCatalogue()];
  const originals = originalPhotoEntries(fields);
  const entries = Object.freeze([...fields, ...originals]);
  built = {
    entries,
    originals: new Set(originals.map((e) => e.identifier)),
    byIdentifier: new Map(entries.map((e) => [e.identifier, e])),
    byId: new Map(entries.map((e) => [e.id, e])),
  };
  return built;
}

// recording spec §3: the complete catalogue, basics then undercarriage (Left, Right) then bucket
export function catalogue(): readonly CatalogueEntry[] {
  return build().entries;
}

// recording spec §3: the catalogue entry of a dotted identifier (undefined when unknown)
export function entryByIdentifier(identifier: string): CatalogueEntry | undefined {
  return build().byIdentifier.get(identifier);
}

// decision 0062: An item that keeps the originals of marked-up photos: never a field of a screen, never a photo of a report.
export function isOriginalPhotoIdentifier(identifier: string): boolean {
  return build().originals.has(identifier);
}

// recording spec §3: the catalogue entry of an observable-item id (undefined when unknown)
export function entryById(id: number): CatalogueEntry | undefined {
  return build().byId.get(id);
}

// recording spec §2: the entries recorded on one screen
export function entriesForScreen(screen: Screen): CatalogueEntry[] {
  return catalogue().filter((e) => e.screen === screen);
}

// recording spec §2 Undercarriage: the identifiers of one side (Undercarriage.{Side}.*)
export function undercarriageIdentifiersForSide(side: Side): string[] {
  const prefix = `Undercarriage.${side}.`;
  return catalogue()
    .filter((e) => e.identifier.startsWith(prefix))
    .map((e) => e.identifier);
}

// recording spec §4: the identifiers below a path (its child paths), e.g. a wear indicator's number of shoes
export function childIdentifiers(identifier: string): string[] {
  const prefix = `${identifier}.`;
  return catalogue()
    .filter((e) => e.identifier.startsWith(prefix))
    .map((e) => e.identifier);
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
  return catalogue().map((e) => ({
    id: e.id,
    dataTypeId: e.dataType,
    identifier: e.identifier,
    label: e.label,
    description: e.description,
    isCollection: e.isCollection,
  }));
}
