import { joinRunFacts, type HeldRunFacts, type InspectionFacts } from '../../rules/index.ts';
import type { MeasuringRunModel, Read } from '../../worker/contract.ts';
import type { Engine } from '../engine/engine-client.ts';

// The run bar's read of its side or bucket (decision 0054), with the side's facts made whole from the rest this bar
// already holds (decision 0107): after each reading's save the worker sends the inspection's readings alone.

/** The run as the bar uses it: its facts whole, and when it was asked (decision 0076). */
export interface RunRead extends Omit<MeasuringRunModel, 'facts'> {
  readonly facts: InspectionFacts | null;
  readonly asked: number;
}

/** What one bar holds between its reads: the facts' rest, and the key the worker gave it. */
export interface RunFactsHolder {
  current: HeldRunFacts | undefined;
}

export async function readRun(
  engine: Engine,
  externalId: string,
  of: { readonly sideName: string } | { readonly bucketExternalId: string },
  holder: RunFactsHolder,
): Promise<Read<RunRead>> {
  // Only a read asked after a reading's save began has judged it (the worker answers in order)
  const asked = Date.now();
  if (!('sideName' in of)) {
    const read = await engine.bucketRunModel(externalId, of.bucketExternalId);
    return { ...read, value: { ...read.value, facts: null, asked } };
  }
  // Joined with the rest held when it was asked: the worker leaves the rest out only for the key sent
  const held = holder.current;
  const read = await engine.measuringRunModel(externalId, of.sideName, held?.key);
  const facts = read.value.facts;
  const joined = facts === null ? undefined : joinRunFacts(facts, held);
  if (facts !== null && joined === undefined)
    throw new Error('The measuring run’s facts came without their rest');
  if (joined !== undefined) holder.current = joined.held;
  return { ...read, value: { ...read.value, facts: joined?.facts ?? null, asked } };
}
