import { sql } from 'kysely';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import { thousands as count } from '../../rules/index.ts';
import type { Identity } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import { recordRefusal, Refusal } from './refusal.ts';

// What one inspector's saves may add in one UTC day (eight connections of one token once created 3,853
// inspections in 8 s). Counted by one upsert on a small table (migrations/server/0018) that adds the save's
// observations and value characters only while the day stays within its limits: the check and the count are one
// statement, so concurrent saves (of several server processes too) cannot both pass the last of the quota. A save is
// counted when it asks, before its own transaction; a save refused later or a replay counts too, which the limits'
// headroom (many times a busy day's recording) absorbs.

export interface DailyQuotaSettings {
  readonly observations: number;
  readonly characters: number;
}

/** Whole seconds until the next UTC midnight, when a new day's quota begins. */
export function secondsUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** The observations and value characters a save adds. */
export function usageOf(request: SaveInspectionsRequestParsed): { observations: number; characters: number } {
  let observations = 0;
  let characters = 0;
  for (const inspection of request.inspections)
    for (const ct of inspection.categoriesTypes)
      for (const o of ct.observations) {
        if (o.deleted) continue;
        observations++;
        characters += o.value?.length ?? 0;
      }
  return { observations, characters };
}

/**
 * Counts the save against its inspector's day, or throws a 429 (with Retry-After: the seconds until the next UTC day)
 * after keeping the refusal in the audit trail. A save that adds no observation is not counted.
 */
export async function takeDailyQuota(
  db: Db,
  request: SaveInspectionsRequestParsed,
  identity: Identity,
  settings: DailyQuotaSettings,
): Promise<void> {
  const usage = usageOf(request);
  if (usage.observations === 0) return;
  const fits = usage.observations <= settings.observations && usage.characters <= settings.characters;
  const counted = fits
    ? await sql<{ observations: string }>`
        INSERT INTO inspector_daily_usage AS u (subject, day, observations, characters)
        VALUES (${identity.sub}, (now() AT TIME ZONE 'UTC')::date, ${usage.observations}, ${usage.characters})
        ON CONFLICT (subject, day) DO UPDATE
          SET observations = u.observations + excluded.observations, characters = u.characters + excluded.characters
          WHERE u.observations + excluded.observations <= ${settings.observations}
            AND u.characters + excluded.characters <= ${settings.characters}
        RETURNING u.observations::text AS observations`.execute(db)
    : { rows: [] };
  if (counted.rows.length > 0) return;
  const seconds = secondsUntilNextUtcDay(new Date());
  const refusal = new Refusal(
    429,
    `This inspector's saves may add at most ${count(settings.observations)} observations and ${count(settings.characters)} characters of values a day (UTC); this save would pass that. Nothing was stored: it can be sent again after midnight UTC.`,
    request.inspections.map((inspection) => ({
      tableName: 'inspections' as const,
      rowExternalId: inspection.externalId,
      inspectionExternalId: inspection.externalId,
    })),
    { headers: { 'retry-after': String(seconds) } },
  );
  await recordRefusal(db, identity, refusal);
  throw refusal;
}
