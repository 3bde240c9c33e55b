import { API_BASE } from '../../src/api/paths.ts';
import { SAVE_LIMITS } from '../../src/api/save-inspections.ts';
import { PHOTO_BYTES_PER_INSPECTION } from '../../src/server/photos/inspection-budget.ts';
import {
  inspectionRequest,
  inspectionWithPhotos,
  summaryComments,
  type FleetFacts,
} from '../../src/server/testing/fixtures.ts';
import { cameraJpeg } from '../../src/server/testing/test-images.ts';
import type { ServerProcess } from '../../src/server/testing/server-process.ts';
import { post } from './raw-http.ts';

// The server bench's hostile cell (decision 0045): one inspection with PHOTOS real camera-sized JPEGs (4096 × 3072, the
// largest a photo may be, of noise so they are as heavy as that size gets: about 5.8 MB each, 58 MB in all, under
// the inspection's 64 MiB photo budget), its report asked for REPORTS times at once, and at the same moment SAVES
// saves as large as a save may be (SAVE_LIMITS: 2,000 observations, 1,000,000 characters of values). What matters is
// what the other clients see meanwhile (the probe) and the processes' memory before, during and after the burst; the
// answers themselves are 200 for the reports made and the saves, 503 for reports told to retry.

export const PHOTOS = 10;
export const REPORTS = 8;
export const SAVES = 8;

/** Saves the inspection as `headers`' inspector and uploads its photos; answers its externalId. */
export async function hostileInspection(
  server: ServerProcess,
  facts: FleetFacts,
  headers: Record<string, string>,
): Promise<string> {
  const { request: body, externalId, photos } = inspectionWithPhotos(facts, PHOTOS, { completed: true });
  const saved = await post(`${server.url}${API_BASE}/inspection`, headers, JSON.stringify(body));
  if (saved !== 200) throw new Error(`the hostile inspection was not saved: ${saved}`);
  let stored = 0;
  for (const photo of photos) {
    const bytes = await cameraJpeg(4096, 3072);
    stored += bytes.byteLength;
    if (stored > PHOTO_BYTES_PER_INSPECTION) throw new Error('the hostile photos are past the photo budget');
    const answer = await fetch(`${server.url}${API_BASE}/inspection/upload/${photo}`, {
      method: 'POST',
      headers: { authorization: headers.authorization ?? '', 'content-type': 'image/jpeg' },
      body: bytes,
    });
    if (answer.status !== 201)
      throw new Error(`a hostile photo was not stored: ${answer.status} ${await answer.text()}`);
  }
  return externalId;
}

/**
 * One report of a small inspection, asked for before the idle reference is taken: a process loads its report
 * machinery (the document builder, resvg's WebAssembly: about 75 MB) with its first report and keeps it, by design
 * (decision 0030). "Memory back after the burst" compares against a process that has made a report before.
 */
export async function warmUpReport(
  server: ServerProcess,
  facts: FleetFacts,
  headers: Record<string, string>,
): Promise<void> {
  const { request, externalId } = inspectionRequest(facts);
  const saved = await post(`${server.url}${API_BASE}/inspection`, headers, JSON.stringify(request));
  const body = JSON.stringify({ reportType: 'UndercarriageInspection', entityId: externalId });
  const made = await post(`${server.url}${API_BASE}/report/generate`, headers, body);
  if (saved !== 200 || made !== 200)
    throw new Error(`the warm-up report failed: save ${saved}, report ${made}`);
}

/**
 * SAVES bodies of the largest save the server accepts, each a new inspection: the fixture's observations and as many
 * comments as SAVE_LIMITS lets in, sharing its value characters.
 */
export function largestSaves(facts: FleetFacts): string[] {
  return Array.from({ length: SAVES }, () => {
    const { observations } = inspectionRequest(facts);
    const used = observations.reduce((sum, o) => sum + (o.value?.length ?? 0), 0);
    const count = SAVE_LIMITS.observationsPerSave - observations.length;
    const length = Math.floor((SAVE_LIMITS.valueCharactersPerSave - used) / count);
    const { request } = inspectionWithPhotos(facts, 0, { extra: summaryComments(facts, count, length) });
    return JSON.stringify(request);
  });
}

const tally = (statuses: number[]) => {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * REPORTS reports of the inspection (all to the first process, whose memory they test) and the `saves` (spread over
 * the processes, each as another inspector) sent at once; answers the count of each status per kind.
 */
export async function hostileBurst(
  servers: readonly ServerProcess[],
  owner: Record<string, string>,
  externalId: string,
  saves: readonly string[],
  inspectors: readonly Record<string, string>[],
): Promise<{ reports: Record<string, number>; saves: Record<string, number> }> {
  const first = servers[0] as ServerProcess;
  const body = JSON.stringify({ reportType: 'UndercarriageInspection', entityId: externalId });
  const [reports, saved] = await Promise.all([
    Promise.all(
      Array.from({ length: REPORTS }, () =>
        post(`${first.url}${API_BASE}/report/generate`, owner, body).catch(() => 0),
      ),
    ),
    Promise.all(
      saves.map((save, i) =>
        post(
          `${(servers[i % servers.length] as ServerProcess).url}${API_BASE}/inspection`,
          inspectors[(i + 1) % inspectors.length] as Record<string, string>,
          save,
        ).catch(() => 0),
      ),
    ),
  ]);
  return { reports: tally(reports), saves: tally(saved) };
}
