import * as v from 'valibot';
import { IsoDate } from './wire.ts';

// The server's API (shell spec §7, recording spec §7): its base path on the origin, and every call's path under it.
// The worker's HTTP client and the server both take them from here.

export const API_BASE = '/api/admin/v1';

/** Paths relative to API_BASE (the worker's HttpClient puts the base in front). */
export const API_PATHS = {
  probeReady: 'probe/ready',
  sync: 'inspection/sync',
  save: 'inspection',
  upload: (observationExternalId: string, deviceFile?: string) =>
    `inspection/upload/${encodeURIComponent(observationExternalId)}${fileQuery(deviceFile)}`,
  download: (observationExternalId: string, deviceFile?: string) =>
    `inspection/download/${encodeURIComponent(observationExternalId)}${fileQuery(deviceFile)}`,
  userMessage: 'user-message',
  reportGenerate: 'report/generate',
} as const;

/** Files of the app itself, on the origin outside the API (absolute paths: the HttpClient adds no base). */
export const APP_PATHS = {
  buildTime: '/build-time.json',
  /** The root page: hashed by the update check. */
  root: '/',
} as const;

/**
 * The query of GET /inspection/sync: LastSyncDate is the serverTimeUtc of the previous answer (absent or empty on the
 * first sync, which is then a full sync).
 */
export const SyncQuerySchema = v.object({
  LastSyncDate: v.optional(IsoDate),
});

export const BuildTimeSchema = v.object({ buildTime: v.string() });

/** The device's file a photo upload or download names (decision 0064-both-devices-photos-kept). */
function fileQuery(deviceFile: string | undefined): string {
  return deviceFile === undefined ? '' : `?file=${encodeURIComponent(deviceFile)}`;
}
