import type { SyncStatus } from '../../worker/contract.ts';
import { formatIsoDateTime } from './format.ts';

// The sync status in words an inspector reads at a glance: when it last synced, what waits, errors.

const MINUTE = 60_000;

/** "just now", "5 min ago", "3 h ago", else the spec's date format. */
export function lastSyncedWords(lastSyncDate: string | null, now: number): string {
  if (lastSyncDate === null) return 'Not synced yet';
  const at = Date.parse(lastSyncDate);
  if (!Number.isFinite(at)) return 'Not synced yet';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'Synced just now';
  if (ago < 60 * MINUTE) return `Synced ${Math.floor(ago / MINUTE)} min ago`;
  if (ago < 24 * 60 * MINUTE) return `Synced ${Math.floor(ago / (60 * MINUTE))} h ago`;
  return `Synced ${formatIsoDateTime(lastSyncDate)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Waiting = Pick<SyncStatus, 'pendingChanges' | 'photosTotal' | 'photosUploaded'>;

/** How many things wait to upload and what they are ("2 changes, 1 photo"), or undefined when nothing waits. */
export function waitingCount(status: Waiting): { total: number; parts: string } | undefined {
  const photos = Math.max(0, status.photosTotal - status.photosUploaded);
  const total = status.pendingChanges + photos;
  if (total === 0) return undefined;
  const parts = [
    status.pendingChanges > 0 ? plural(status.pendingChanges, 'change', 'changes') : undefined,
    photos > 0 ? plural(photos, 'photo', 'photos') : undefined,
  ].filter(Boolean);
  return { total, parts: parts.join(', ') };
}

/** "3 waiting to upload (2 changes, 1 photo)", or undefined when nothing waits. */
export function waitingWords(status: Waiting) {
  const waiting = waitingCount(status);
  return waiting && `${waiting.total} waiting to upload (${waiting.parts})`;
}

/** "1 record could not be read": pulled rows this device set aside (the SQL console's syncQuarantine). */
export function unreadWords(unreadRecords: number): string | undefined {
  if (unreadRecords <= 0) return undefined;
  return `${plural(unreadRecords, 'record', 'records')} could not be read`;
}

export function syncingWords(status: Pick<SyncStatus, 'phase' | 'progress'>): string | undefined {
  switch (status.phase) {
    case 'pushing':
      return 'Sending changes…';
    case 'uploading':
      return 'Uploading photos…';
    case 'pulling':
      return status.progress === undefined
        ? 'Fetching updates…'
        : `Downloading data… ${Math.round(status.progress * 100)}%`;
    default:
      return undefined;
  }
}
