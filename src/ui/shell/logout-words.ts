import type { UnsentWork } from '../../worker/contract.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 changes and 1 photo", "1 change", "3 photos": what a logout would delete before it reached the server. */
export function unsentWords(work: UnsentWork): string {
  return [
    work.changes > 0 ? plural(work.changes, 'change', 'changes') : undefined,
    work.photos > 0 ? plural(work.photos, 'photo', 'photos') : undefined,
  ]
    .filter(Boolean)
    .join(' and ');
}

export const nothingUnsent = (work: UnsentWork): boolean => work.changes === 0 && work.photos === 0;
