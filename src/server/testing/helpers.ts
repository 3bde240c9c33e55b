import { request } from 'node:http';
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { expect } from 'vitest';
import { ErrorBodySchema, type ErrorBody } from '../../api/errors.ts';
import { SyncResponseSchema, type SyncResponse } from '../../api/sync-items.ts';
import { SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import type { Db } from '../db/connect.ts';
import type { TestServer } from './test-server.ts';

// Small helpers shared by the server's contract tests.

export async function pull(server: TestServer, lastSyncDate?: string): Promise<SyncResponse> {
  const query = lastSyncDate === undefined ? '' : `?LastSyncDate=${encodeURIComponent(lastSyncDate)}`;
  const response = await server.fetch(`inspection/sync${query}`);
  expect(response.status).toBe(200);
  return v.parse(SyncResponseSchema, await response.json());
}

export const changedLists = (sync: SyncResponse): SyncListName[] =>
  SYNC_LIST_NAMES.filter((list) => sync.syncItems[list].length > 0);

export function postJson(server: TestServer, path: string, body: unknown, token?: string): Promise<Response> {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(token === undefined ? {} : { token }),
  });
}

/** The subject (sub) of a test token: who the server takes its bearer for. */
export const tokenSubject = (token: string): string => decodeJwt(token).sub as string;

/** Expects a 400 with the shared error body, and answers it. */
export async function expect400(response: Response): Promise<ErrorBody> {
  expect(response.status).toBe(400);
  return v.parse(ErrorBodySchema, await response.json());
}

const COUNTED = [
  'inspections',
  'inspectionCategoryTypes',
  'observations',
  'equipments',
  'equipmentParts',
  'photos',
  'userMessages',
] as const;

/** Row counts of the tables a write touches: equal before and after means nothing was written. */
export async function rowCounts(db: Db): Promise<Record<(typeof COUNTED)[number], number>> {
  const counts = {} as Record<(typeof COUNTED)[number], number>;
  for (const table of COUNTED) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The status of a GET sent with this Host header (fetch cannot set Host). */
export function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}
