// Issue 54, decision 0062: a marked-up photo and the original it was drawn on. The photo's own observation shows the
// marked-up picture; the original is kept as an observation of a sibling catalogue item ("…OriginalPhotos") on the
// same entity, and the marked-up file's name says which original it was drawn on.
import { entry, type CatalogueEntry } from './catalogue-types.ts';
import { DataType } from './enums.ts';

const ORIGINAL_PREFIX = 'Original';
/** `<original name>.marked-<8 hex>.jpg`: the original's whole name first, so any original (a .png too) is found. */
const MARKED = /^(.+)\.marked-[0-9a-f]{8}\.jpg$/;

// decision 0062: The item that keeps the originals of a photo field's marked-up photos: Bucket.Summary.Photos -> Bucket.Summary.OriginalPhotos.
export function originalPhotoIdentifier(photoIdentifier: string): string {
  const dot = photoIdentifier.lastIndexOf('.');
  return `${photoIdentifier.slice(0, dot + 1)}${ORIGINAL_PREFIX}${photoIdentifier.slice(dot + 1)}`;
}

// decision 0062: One originals item per photo field: image collections at the field's level and screen, never shown as a field.
export function originalPhotoEntries(photoFields: readonly CatalogueEntry[]): CatalogueEntry[] {
  return photoFields
    .filter((e) => e.dataType === DataType.image)
    .map((e) =>
      entry(
        originalPhotoIdentifier(e.identifier),
        DataType.image,
        `${e.label} (original)`,
        `${e.description} (original, before markup)`,
        e.dataLevel,
        e.screen,
        { isCollection: true, partCategory: e.partCategory },
      ),
    );
}

// decision 0062: The file name of a new marked-up version of a photo drawn on `original` (`random8`: 8 hex digits).
export function markedUpFileName(original: string, random8: string): string {
  if (!/^[0-9a-f]{8}$/.test(random8)) throw new Error('A marked-up name needs 8 hex digits');
  return `${original}.marked-${random8}.jpg`;
}

// decision 0062: The original a marked-up photo was drawn on, or undefined when the name is an original's.
export function originalFileName(fileName: string): string | undefined {
  return MARKED.exec(fileName)?.[1];
}
