import { randomBytes, randomUUID } from 'node:crypto';
import { API_BASE } from '../../src/api/paths.ts';
import { DataLevel } from '../../src/rules/enums.ts';
import { inspectionRequest, itemId, type FleetFacts } from '../../src/server/testing/fixtures.ts';
import type { ServerProcess } from '../../src/server/testing/server-process.ts';
import { testJpeg } from '../../src/server/testing/test-images.ts';
import { post } from './raw-http.ts';

// The server bench's hostile report cell: one inspection with PHOTOS photos as large as a photo may be
// (4096 × 3072, PHOTO_BYTES each, 60 MB in all: the inspection's photo budget is 64 MiB), and its report asked for
// REPORTS times at once. What matters is what the other clients see meanwhile (the probe) and the process's memory
// during and after the burst; the answers themselves are 200 for the reports made and 503 for those told to retry.

export const PHOTOS = 10;
const PHOTO_BYTES = 6 * 1024 * 1024;
export const REPORTS = 8;

/** Saves the inspection as `headers`' inspector and uploads its photos; answers its externalId. */
export async function hostileInspection(
  server: ServerProcess,
  facts: FleetFacts,
  headers: Record<string, string>,
): Promise<string> {
  const { request, categoryType, externalId } = inspectionRequest(facts);
  const photos = Array.from({ length: PHOTOS }, (_, i) => ({
    externalId: randomUUID(),
    observableItemId: itemId('Undercarriage.Left.SideFrame.Photos'),
    value: `IMG_${i}.jpg`,
    entityId: facts.asset.id,
    entityExternalId: facts.asset.externalId,
    dataLevelId: DataLevel.asset,
  }));
  const body = {
    ...request,
    inspections: request.inspections.map((i) => ({
      ...i,
      completed: true,
      categoriesTypes: [{ ...categoryType, observations: [...categoryType.observations, ...photos] }],
    })),
  };
  const saved = await post(`${server.url}${API_BASE}/inspection`, headers, JSON.stringify(body));
  if (saved !== 200) throw new Error(`the hostile inspection was not saved: ${saved}`);
  for (const photo of photos) {
    // Different bytes each (random scan data), so no two photos are one file.
    const bytes = testJpeg(0, 0, {
      width: 4096,
      height: 3072,
      data: new Uint8Array(randomBytes(PHOTO_BYTES)),
    });
    const answer = await fetch(`${server.url}${API_BASE}/inspection/upload/${photo.externalId}`, {
      method: 'POST',
      headers: { authorization: headers.authorization ?? '', 'content-type': 'image/jpeg' },
      body: bytes,
    });
    if (answer.status !== 201)
      throw new Error(`a hostile photo was not stored: ${answer.status} ${await answer.text()}`);
  }
  return externalId;
}

/** REPORTS reports of the inspection asked for at once; answers the count of each status. */
export async function reportBurst(
  server: ServerProcess,
  headers: Record<string, string>,
  externalId: string,
): Promise<Record<string, number>> {
  const body = JSON.stringify({ reportType: 'UndercarriageInspection', entityId: externalId });
  const statuses = await Promise.all(
    Array.from({ length: REPORTS }, () =>
      post(`${server.url}${API_BASE}/report/generate`, headers, body).catch(() => 0),
    ),
  );
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
