import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  judgeInspection,
  judgeInspectionTarget,
  targetIdOf,
  type ActionType,
  type InspectionFacts,
  type JudgedReading,
  type JudgedTarget,
  type WearDefinition,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { localFactsAgain, localFactsWithBasis } from '../report/local-report-source.ts';
import { memoisedFacts } from './facts-memo.ts';

// The device's door to the one judgement (decision 0023): the inspection's facts read as the report reads them, so a
// measuring screen, a menu and the report can only show the same result.

/** The facts of the one judgement of an inspection, from this device's database. */
export async function inspectionFacts(
  db: Kysely<Database>,
  inspectionExternalId: string,
): Promise<InspectionFacts> {
  return memoisedFacts(
    db,
    inspectionExternalId,
    () => localFactsWithBasis(db, inspectionExternalId, new Date()),
    (kept) => localFactsAgain(db, inspectionExternalId, kept),
  );
}

/** Every recorded target of the inspection, judged. */
export async function judgedTargets(
  db: Kysely<Database>,
  inspectionExternalId: string,
): Promise<JudgedTarget[]> {
  return judgeInspection(await inspectionFacts(db, inspectionExternalId));
}

/** A measuring screen's target and reading, judged, with the action types its colours come from. */
export interface JudgedScreenReading {
  readonly target: JudgedTarget;
  readonly reading: JudgedReading;
  /** The reading's part dimension (a measuring screen is only for a part that has one). */
  readonly dimension: WearDefinition;
  readonly actionTypes: readonly ActionType[];
}

/** The target a measuring screen shows, with the reading it measures: its history and forecast line included. */
export async function judgedReading(
  db: Kysely<Database>,
  inspectionExternalId: string,
  identifier: string,
  partExternalId: string | null,
): Promise<JudgedScreenReading> {
  const id = targetIdOf(identifier, partExternalId);
  const facts = await inspectionFacts(db, inspectionExternalId);
  const target = id === undefined ? undefined : judgeInspectionTarget(facts, id);
  const reading = target?.readings.find((r) => r.identifier === identifier);
  // A part the catalogue gives no dimension to is no measuring screen (the screen's range check needs one).
  const dimension = reading?.dimension;
  if (target === undefined || reading === undefined || dimension === undefined)
    throw new EngineError('not-found', 'Equipment part not found');
  return { target, reading, dimension, actionTypes: facts.actionTypes };
}
