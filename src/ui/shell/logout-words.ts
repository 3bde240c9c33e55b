import { formatDateTime } from '../../rules/index.ts';
import type { UnsentInspection, UnsentWork } from '../../worker/contract.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 changes and 1 photo", "1 change", "3 photos": what a logout would delete before it reached the server. */
export function unsentWords(work: UnsentWork): string {
  const parts = [
    work.changes > 0 ? plural(work.changes, 'change', 'changes') : undefined,
    work.photos > 0 ? plural(work.photos, 'photo', 'photos') : undefined,
    work.supportMessages > 0
      ? plural(work.supportMessages, 'support message', 'support messages')
      : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : (parts[0] ?? '');
}

/** How many things unsentWords names: "has" or "have". */
export const unsentCount = (work: UnsentWork): number => work.changes + work.photos + work.supportMessages;

/** "EX-204 · 25 Nov 26 • 02:41PM": an inspection as its card shows it (machine or bucket, and date). */
export const inspectionLine = (inspection: UnsentInspection): string =>
  `${inspection.title} · ${formatDateTime(inspection.inspectionDate)}`;

export const nothingUnsent = (work: UnsentWork): boolean => unsentCount(work) === 0;
