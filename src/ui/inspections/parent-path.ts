// The screen above each screen of an inspection (recording spec §2 routes), so DONE, MARK AS COMPLETE and BACK
// climb one level at a time: BACK from a screen n levels below the contents reaches the contents in n taps.

/**
 * The path of the screen above `path` (both relative to /inspections/{externalId}, segments as in the address), ''
 * for the contents, or null when the screen has no single screen above it (the contents itself, the completed
 * page, a new bucket opened from two places, an address no screen answers).
 */
export function parentPath(path: string): string | null {
  const s = path.split('/').filter((segment) => segment !== '');
  const up = (n: number) => s.slice(0, s.length - n).join('/');
  const [first] = s;
  if (first === undefined || first === 'complete') return null;
  if (first === 'submit') return s.length === 1 ? 'review' : null;
  if (s.length === 1)
    return ['review', 'example-action-status', 'undercarriage', 'bucket'].includes(first) ? '' : null;
  if (first === 'asset') return s.length === 2 ? '' : null;
  if (first === 'undercarriage') return undercarriageParent(s);
  if (first === 'bucket') return bucketParent(s, up);
  return null;
}

function undercarriageParent(s: readonly string[]): string | null {
  const side = `undercarriage/${s[1] ?? ''}`;
  if (s.length === 2) return 'undercarriage';
  // side-frame, idler/{side}, {partCategory}/{part}: the side's menu.
  if (s.length === 3) return s[2] === 'side-frame' ? side : null;
  if (s.length === 4) return side;
  // {partCategory}/{partName}/{equipmentPartId}/{position}: the list of positions.
  if (s.length === 6) return s.slice(0, 4).join('/');
  return null;
}

function bucketParent(s: readonly string[], up: (n: number) => string): string | null {
  const bucket = `bucket/${s[1] ?? ''}`;
  const rest = s.slice(2).join('/');
  if (s.length === 2) return s[1] === 'new-bucket' ? null : '';
  if (rest === 'specifications' || rest === 'summary') return bucket;
  if (s[2] === 'rotation' && s.length === 4) return 'bucket';
  if (s[2] === 'ground-engaging-tools') {
    if (rest === 'ground-engaging-tools/summary') return bucket;
    if (rest === 'ground-engaging-tools/multiSelect') return `${bucket}/ground-engaging-tools/summary`;
    if (s[3] !== 'part-types') return null;
    if (s.length === 5) return `${bucket}/ground-engaging-tools/summary`;
    if (s.length === 6) return up(1);
    return null;
  }
  if (s[2] === 'wear-kit') {
    if (rest === 'wear-kit/summary') return bucket;
    if (rest === 'wear-kit/heel-shrouds' || rest === 'wear-kit/wear-plates/summary')
      return `${bucket}/wear-kit/summary`;
    if (s[3] !== 'wear-plates' || s[4] !== 'locations') return null;
    if (s.length === 6) return `${bucket}/wear-kit/wear-plates/summary`;
    if (s.length === 7 && s[6] === 'summary') return up(1);
    if (s.length === 8 && s[6] === 'locations') return up(2);
    return null;
  }
  return null;
}
