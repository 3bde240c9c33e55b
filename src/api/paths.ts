import * as v from 'valibot';
import { IsoDate } from './wire.ts';

// The paths of the server's API (shell spec §7, recording spec §7), relative to the origin. The base path is
// configurable in the app; these are the defaults the reference server serves.

export const API_BASE = '/api/admin/v1';

export const API_PATHS = {
  probeReady: `${API_BASE}/probe/ready`,
  sync: `${API_BASE}/inspection/sync`,
  save: `${API_BASE}/inspection`,
  upload: (observationId: number | string) => `${API_BASE}/inspection/upload/${observationId}`,
  download: (observationId: number | string) => `${API_BASE}/inspection/download/${observationId}`,
  userMessage: `${API_BASE}/user-message`,
  reportGenerate: `${API_BASE}/report/generate`,
  buildTime: '/build-time.json',
} as const;

/**
 * The query of GET /inspection/sync: LastSyncDate is the serverTimeUtc of the previous answer (absent or empty on the
 * first sync, which is then a full sync).
 */
export const SyncQuerySchema = v.object({
  LastSyncDate: v.optional(IsoDate),
});

export const BuildTimeSchema = v.object({ buildTime: v.string() });
