// What a scanned QR code or barcode names (decision 0056): a machine by its name, its id or a tag URL of this app, or a
// bucket by its serial or part number. Pure: the worker looks the result up, the scan view only shows it.

/** The path a printed tag of this app carries: `https://<host>/tag/machine/<id>` or `/tag/bucket/<serial>`. */
export const TAG_PATH_PREFIX = '/tag/';

export interface ScannedTag {
  /** The code's text as the inspector should see it (trimmed, runs of spaces made one). */
  readonly shown: string;
  /** Lower case, without spaces: compared to names, serials and part numbers made the same way. */
  readonly key: string;
  /** A machine's local id, when the code is a tag URL of a machine or a bare whole number. */
  readonly machineId: number | null;
  /** A machine's or a bucket's external id (a UUID), when the code is one. */
  readonly externalId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_NUMBER = /^[0-9]{1,15}$/;

// The same text compared the way names are forgiven: any case, spaces anywhere. (decision 0056)
export function tagKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

// The machine tag URL printed on labels, so a label scanned by any camera app opens the app on that machine. (decision 0056)
export function machineTagUrl(origin: string, machineId: number): string {
  return `${origin}${machineTagPath(machineId)}`;
}

// decision 0061: The path of a machine's printed tag: its id, which no rename changes.
export function machineTagPath(machineId: number): string {
  return `${TAG_PATH_PREFIX}machine/${machineId}`;
}

// decision 0061: The path of a bucket's printed tag: its serial (as stamped on its plate), or its external id when it has none.
export function bucketTagPath(serialOrExternalId: string): string {
  return `${TAG_PATH_PREFIX}bucket/${encodeURIComponent(serialOrExternalId.trim())}`;
}

function fromUrl(text: string): ScannedTag | null | 'other-url' {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const parts = url.pathname.split('/').filter((part) => part !== '');
  if (parts.length !== 3 || `/${parts[0]}/` !== TAG_PATH_PREFIX) return 'other-url';
  let value: string;
  try {
    value = decodeURIComponent(parts[2] ?? '').trim();
  } catch {
    return 'other-url';
  }
  if (value === '') return 'other-url';
  if (parts[1] === 'machine') return fromText(value);
  if (parts[1] === 'bucket') return { ...fromText(value), machineId: null };
  return 'other-url';
}

function fromText(shown: string): ScannedTag {
  return {
    shown,
    key: tagKey(shown),
    machineId: WHOLE_NUMBER.test(shown) ? Number(shown) : null,
    externalId: UUID.test(shown) ? shown.toLowerCase() : null,
  };
}

// What a scanned code names, or null when it cannot name anything here (empty, control characters only, or a web
// address that is not a tag of this app: a maintenance system's link must not pick a machine by chance). (decision 0056)
export function parseScannedTag(raw: string): ScannedTag | null {
  // Barcode scanners pad with spaces and end lines; some label printers put a NUL or a GS between fields.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const CONTROL = /[\u0000-\u001f\u007f]+/g;
  const shown = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (shown === '') return null;
  const url = fromUrl(shown);
  if (url === 'other-url') return null;
  return url ?? fromText(shown);
}

/** A bucket (or any equipment) as a scan can name it. */
export interface TaggedEquipment {
  readonly externalId: string;
  readonly serialNumber: string | null;
  readonly partNumber: string | null;
}

export type EquipmentTagMatch<T> =
  | { readonly kind: 'one'; readonly equipment: T }
  /** A part number several of them share (it names a model, not one bucket): the inspector chooses. */
  | { readonly kind: 'several'; readonly shown: string; readonly count: number }
  | { readonly kind: 'none'; readonly shown: string };

// Which of `candidates` a scanned code names, as the bucket screens' lists offer them: a serial or an external id (a
// bucket's own tag) names one bucket; a part number only when one candidate alone carries it (decision 0061).
export function equipmentTagged<T extends TaggedEquipment>(
  raw: string,
  candidates: readonly T[],
): EquipmentTagMatch<T> {
  const tag = parseScannedTag(raw);
  const shown = tag?.shown ?? raw.trim();
  if (!tag) return { kind: 'none', shown };
  const own = candidates.find(
    (c) =>
      (tag.externalId !== null && c.externalId.toLowerCase() === tag.externalId) ||
      (c.serialNumber !== null && tagKey(c.serialNumber) === tag.key),
  );
  if (own) return { kind: 'one', equipment: own };
  const byPart = candidates.filter((c) => c.partNumber !== null && tagKey(c.partNumber) === tag.key);
  const [only] = byPart;
  if (byPart.length === 1 && only) return { kind: 'one', equipment: only };
  if (byPart.length > 1) return { kind: 'several', shown, count: byPart.length };
  return { kind: 'none', shown };
}
