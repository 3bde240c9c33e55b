import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { API_BASE } from '../../api/paths.ts';
import type { Db } from '../db/connect.ts';
import { inspectionRequest, type FleetFacts } from './fixtures.ts';

// What a clean stop is tested under, in the drain test (a server process) and the image check (the container): a
// photo upload half-sent when the signal comes, a burst of saves the signal lands in the middle of, and what must be
// in the database afterwards.

export interface HalfSentUpload {
  /** The upload's answer, once its body is finished. */
  readonly status: Promise<number>;
  /** Sends the rest of the photo. */
  finish(): void;
}

/** Starts uploading `photo` to an observation and stops halfway through its body. */
export function halfSentUpload(
  base: string,
  token: string,
  observationExternalId: string,
  photo: Uint8Array,
): HalfSentUpload {
  const half = Math.floor(photo.byteLength / 2);
  const upload = httpRequest(`${base}${API_BASE}/inspection/upload/${observationExternalId}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'image/jpeg',
      'content-length': String(photo.byteLength),
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    upload.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upload.once('error', reject);
  });
  upload.write(photo.subarray(0, half));
  return { status, finish: () => upload.end(photo.subarray(half)) };
}

export interface TurnedAway {
  readonly status: number;
  readonly retryAfter: string | null;
  /** The body's `error`, when it is JSON. */
  readonly error: string | undefined;
}

/**
 * Sends `count` new inspections, eight at a time, and calls `stop` once `stopAfter` of them are acknowledged. Answers
 * the acknowledged inspections' ids and what the others were answered (status 0: no answer at all).
 */
export async function burstOfSaves(options: {
  readonly facts: FleetFacts;
  readonly count: number;
  readonly firstHours: number;
  readonly stopAfter: number;
  readonly save: (body: string) => Promise<Response>;
  readonly stop: () => unknown;
}): Promise<{ acknowledged: string[]; turnedAway: TurnedAway[]; stopped: boolean }> {
  const requests = Array.from({ length: options.count }, (_, i) =>
    inspectionRequest(options.facts, { hours: String(options.firstHours + i) }),
  );
  const acknowledged: string[] = [];
  const turnedAway: TurnedAway[] = [];
  let stopped = false;
  let next = 0;
  const sender = async () => {
    while (next < requests.length) {
      const entry = requests[next++] as (typeof requests)[number];
      const response = await options.save(JSON.stringify(entry.request)).catch(() => undefined);
      if (response?.status === 200) {
        acknowledged.push(entry.externalId);
        await response.arrayBuffer();
      } else {
        const text = (await response?.text()) ?? '';
        let error: string | undefined;
        try {
          error = (JSON.parse(text) as { error?: string }).error;
        } catch {
          error = undefined;
        }
        turnedAway.push({
          status: response?.status ?? 0,
          retryAfter: response?.headers.get('retry-after') ?? null,
          error,
        });
      }
      if (!stopped && acknowledged.length >= options.stopAfter) {
        stopped = true;
        await options.stop();
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  return { acknowledged, turnedAway, stopped };
}

/** Which of these inspections the database holds, sorted. */
export async function storedInspections(db: Db, externalIds: readonly string[]): Promise<string[]> {
  if (externalIds.length === 0) return [];
  const rows = await db
    .selectFrom('inspections')
    .select(sql<string>`external_id::text`.as('externalId'))
    .where(sql<string>`external_id::text`, 'in', externalIds)
    .execute();
  return rows.map((row) => row.externalId).sort();
}

/** The stored size of an observation's photo, or undefined when none is stored. */
export async function storedPhotoSize(db: Db, observationExternalId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('photos')
    .innerJoin('observations', 'observations.id', 'photos.observationId')
    .select('photos.byteSize')
    .where('observations.externalId', '=', observationExternalId)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.byteSize);
}
