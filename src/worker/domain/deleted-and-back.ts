import { sql, type RawBuilder } from 'kysely';

// An inspection one device deleted and another device's changes brought back (docs/decisions/0073-deleted-and-back.md),
// as this device says it: the server stamps the inspection, and each device tells whether it was the one that
// deleted it, the one whose changes were kept, or neither.

/** What Home's card and the inspection's contents say of an inspection that came back after a delete. */
export interface DeletedAndBack {
  /** This device deleted it; another device's changes brought it back. */
  readonly deletedHere: boolean;
  /** This device's changes were kept although another device had deleted the inspection. */
  readonly keptHere: boolean;
  /** When the delete reached the server. */
  readonly deletedAt: string;
  readonly deletedOnDeviceName: string | null;
  readonly keptFromDeviceName: string | null;
}

/** This database's id (save-request.ts keeps it in kv), in SQL; null before its first save. */
const thisDevice = sql`(SELECT json_extract(kv.value, '$') FROM kv WHERE kv.key = 'deviceId')`;

/** The inspection's (alias i) stamp as one JSON text, null when it never came back after a delete. */
export const deletedAndBackSql: RawBuilder<string | null> = sql<string | null>`CASE
  WHEN i.deletedAt IS NULL THEN NULL
  ELSE json_object('deletedAt', i.deletedAt, 'deletedOnDeviceName', i.deletedOnDeviceName,
    'keptFromDeviceName', i.keptFromDeviceName,
    'deletedHere', coalesce(i.deletedOnDeviceId = ${thisDevice}, 0),
    'keptHere', coalesce(i.keptFromDeviceId = ${thisDevice}, 0)) END`;

interface Stamp {
  deletedAt: string;
  deletedOnDeviceName: string | null;
  keptFromDeviceName: string | null;
  deletedHere: number;
  keptHere: number;
}

/** deletedAndBackSql's value as the screens read it. */
export function deletedAndBackOf(json: string | null): DeletedAndBack | null {
  if (json === null) return null;
  const stamp = JSON.parse(json) as Stamp;
  return {
    deletedHere: stamp.deletedHere === 1,
    keptHere: stamp.keptHere === 1,
    deletedAt: stamp.deletedAt,
    deletedOnDeviceName: stamp.deletedOnDeviceName,
    keptFromDeviceName: stamp.keptFromDeviceName,
  };
}
