// What the planner's screen may ask, checked at the worker's boundary: a bad request gets a short message and reads
// nothing.
import * as v from 'valibot';
import { PLANNER_MAX_ROWS, SHUTDOWN_DATE_REQUIRED, SHUTDOWN_MAX_MACHINES } from '../../rules/planner.ts';
import { EngineError } from '../engine-error.ts';

const Choice = v.optional(v.pipe(v.string(), v.maxLength(200)), '');

const FilterSchema = v.object({
  customer: Choice,
  site: Choice,
  assetType: Choice,
  component: Choice,
  /** An action's name (ScheduleChangeout…). */
  action: Choice,
  search: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});

export type PlannerFilter = v.InferOutput<typeof FilterSchema>;

const PageSchema = v.object({
  ...FilterSchema.entries,
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PLANNER_MAX_ROWS)),
});

export type PlannerRequest = v.InferInput<typeof PageSchema>;
export type PlannerPageRequest = v.InferOutput<typeof PageSchema>;

const ShutdownSchema = v.object({
  ...FilterSchema.entries,
  /** The shutdown's day, YYYY-MM-DD. */
  date: v.pipe(v.string(SHUTDOWN_DATE_REQUIRED), v.regex(/^\d{4}-\d{2}-\d{2}$/, SHUTDOWN_DATE_REQUIRED)),
  limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SHUTDOWN_MAX_MACHINES)),
    SHUTDOWN_MAX_MACHINES,
  ),
});

export type ShutdownRequest = v.InferInput<typeof ShutdownSchema>;
export type ShutdownPlanRequest = v.InferOutput<typeof ShutdownSchema>;

const TrendSchema = v.object({ rowId: v.pipe(v.string(), v.minLength(1), v.maxLength(400)) });
export type PlannerTrendRequest = v.InferOutput<typeof TrendSchema>;

function parse<S extends v.GenericSchema>(schema: S, input: unknown, fallback: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const message = result.issues[0]?.message;
  throw new EngineError('invalid-input', message === SHUTDOWN_DATE_REQUIRED ? message : fallback);
}

export const parsePlannerRequest = (input: unknown): PlannerPageRequest =>
  parse(PageSchema, input, 'The planner was asked for an impossible page');
export const parsePlannerFilter = (input: unknown): PlannerFilter =>
  parse(FilterSchema, input, 'The planner was asked for an impossible filter');
export const parseShutdownRequest = (input: unknown): ShutdownPlanRequest =>
  parse(ShutdownSchema, input, SHUTDOWN_DATE_REQUIRED);
export const parseTrendRequest = (input: unknown): PlannerTrendRequest =>
  parse(TrendSchema, input, 'The planner was asked for an unknown component');
