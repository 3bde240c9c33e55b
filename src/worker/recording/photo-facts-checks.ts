import * as v from 'valibot';
import { CAPTION_MAX_LENGTH, captionProblem, isPlace, isTaken } from '../../rules/index.ts';

// What a photo's facts may hold as they come to the worker (decision 0063): the rules' own limits, in valibot.

/** A Geolocation fix: latitude ±90, longitude ±180, accuracy in metres. */
export const PlaceSchema = v.pipe(
  v.object({
    latitude: v.pipe(v.number('The place is not a position'), v.finite('The place is not a position')),
    longitude: v.pipe(v.number('The place is not a position'), v.finite('The place is not a position')),
    accuracy: v.pipe(v.number('The place is not a position'), v.finite('The place is not a position')),
  }),
  v.check(isPlace, 'The place is not a position'),
);

/** "2026-12-03T08:34:12+08:00" */
export const CapturedAtSchema = v.pipe(v.string(), v.check(isTaken, 'The time taken is not a time'));

/** A caption: trimmed; empty clears it. */
export const CaptionSchema = v.pipe(
  v.string('A caption is text'),
  v.maxLength(CAPTION_MAX_LENGTH * 4, `A caption holds at most ${CAPTION_MAX_LENGTH} characters`),
  v.trim(),
  v.check(
    (caption) => captionProblem(caption) === undefined,
    (issue) => captionProblem(String(issue.input)) ?? 'The caption cannot be kept',
  ),
);
