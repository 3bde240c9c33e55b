import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { partNameIn } from '../../i18n/part-names.ts';
import { findingWordsOf } from '../../i18n/finding-words.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  catalogue,
  gaugeReadingWritten,
  judgedAsWritten,
  judgedIdentifierOf,
  MM_UNIT_ID,
  nextEmptyReading,
  parseSideRouteName,
  takenReadingJudgement,
  walkPosition,
} from '../../rules/index.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { readRun, type RunFactsHolder } from './run-model-read.ts';
import { useMeasuringRun } from './measuring-run.tsx';
import { useReadOnly } from './read-only.tsx';
import { StatusLabel } from './StatusLabel.tsx';
import { whenIdle } from './when-idle.ts';

const words = defineMessages({
  start: {
    id: 'rec.run.hint',
    defaultMessage: 'Type a reading and press Enter; the next empty one comes up.',
  },
  run: { id: 'rec.run.label', defaultMessage: 'Measuring run' },
  previous: { id: 'rec.run.previous', defaultMessage: 'PREVIOUS' },
  skip: { id: 'rec.run.skip', defaultMessage: 'SKIP' },
});
const finished = defineMessage<{ of: 'side' | 'bucket' }>({
  id: 'rec.run.finished',
  defaultMessage: 'Every reading of this {of, select, side {side} other {bucket}} is taken.',
});
const saved = defineMessage<{ place: string }>({ id: 'rec.run.saved', defaultMessage: '{place}: saved' });
const position = defineMessage<{ n: number; total: number; place: string }>({
  id: 'rec.run.where',
  defaultMessage: '{n} of {total}: {place}',
});

/** How long the judgement of the reading just taken stays in the bar. */
const TAKEN_SHOWN_MS = 6000;

/**
 * The measuring run's bar (decision 0054) at the top of a measuring screen, under the app's bar: where the run is
 * ("3 of 6: Shoes Roller Path"), the result of the reading just taken as the worker judges it, or why the
 * run stopped; PREVIOUS and SKIP, one tap each (not BACK: that is the app bar's way out). Always there and always two lines high, so nothing moves when it speaks
 * (decision 0040).
 */
export function MeasuringRunBar(props: {
  externalId: string;
  /** An undercarriage side's run (its route name, "left"), or a bucket's. */
  of: { readonly sideName: string } | { readonly bucketExternalId: string };
  /** Opens a reading's screen, by its route below the inspection's base. */
  open: (route: string) => void;
  /** Reads a reading's screen ahead (its model and code), by the same route. */
  readAhead?: ((route: string) => void) | undefined;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const run = useMeasuringRun();
  const readOnly = useReadOnly();
  const { of, externalId } = props;
  // The side's facts but its readings, kept between reads: the worker sends them once (decision 0107)
  const heldFacts = useRef<RunFactsHolder>({ current: undefined }).current;
  const { data } = useEngineQuery({
    queryKey: ['measuring-run', externalId, 'sideName' in of ? of.sideName : of.bucketExternalId],
    // When it was asked: a read under way before a reading's save began answers with the side as it was (decision
    // 0076)
    query: (engine) => readRun(engine, externalId, of, heldFacts),
  });
  const askedAt = data?.asked ?? 0;
  const readings = data?.readings;
  const facts = data?.facts;
  const unit = data?.unit;
  const follow = run?.follow;
  const { open } = props;
  const side = 'sideName' in of ? parseSideRouteName(of.sideName) : undefined;
  // In the words the worker writes its own judgement in: the one the worker's answer then shows (decision 0079).
  const findingWords = useMemo(() => findingWordsOf(intl), [intl]);
  useEffect(() => {
    if (!readings || !follow) return;
    // A worn length just taken is judged here from the facts the worker judged the side from (decision 0076)
    const judge =
      facts && side
        ? (target: string, written: Parameters<typeof takenReadingJudgement>[3]) =>
            takenReadingJudgement(facts, side, target, written, findingWords, unit)
        : undefined;
    // A pitch gauge reading's average told from the side's readings in facts read after its field's last save began
    // (the worker answers in order), so its result shows at Enter, not after its save's answer (decision 0101)
    const predict =
      facts && side
        ? (identifier: string, value: string, after: number) =>
            askedAt > after ? gaugeReadingWritten(facts, side, identifier, value) : undefined
        : undefined;
    follow(readings, open, judge, predict);
  }, [readings, facts, unit, side, follow, open, findingWords, askedAt]);
  // The identifier catalogue a reading is judged through is built once a page load: in idle time once the side's
  // facts are here, not inside the first reading's Enter (73 ms at CPU 4×, decision 0092)
  const canJudge = facts !== undefined;
  useEffect(() => (canJudge ? whenIdle(() => void catalogue()) : undefined), [canJudge]);
  // So is the judgement run once, of a stand-in for the side's first worn length (the pitch gauge's average first),
  // its result dropped: the first call of its code is several times a later one (22 against 0.1–1.6 ms in Node), and
  // was the first reading's (decision 0101)
  const warmed = useRef(false);
  useEffect(() => {
    const first = readings
      ?.map((r) => ({ ...r, identifier: judgedIdentifierOf(r.identifier) }))
      .find((r) => judgedAsWritten(r.identifier));
    if (!facts || !side || !first || warmed.current) return undefined;
    return whenIdle(() => {
      warmed.current = true;
      const standIn = { identifier: first.identifier, value: '1', unitId: MM_UNIT_ID };
      takenReadingJudgement(facts, side, first.target, [standIn], findingWords, unit);
    });
  }, [facts, side, readings, findingWords, unit]);
  // While a reading has the focus, the screen of the next empty reading on another screen is read ahead: from the
  // pitch gauge already the roller path's, past the tape measure on the same screen (read only once the tape
  // measure had the focus, its model often came after Enter, behind the gauge's save: decision 0092).
  const current = run?.status.current;
  const { readAhead } = props;
  useEffect(() => {
    if (!readings || !readAhead || current === undefined) return;
    const here = readings.find((r) => r.identifier === current)?.route;
    const next = nextEmptyReading(
      readings.filter((r) => r.route !== here || r.identifier === current),
      current,
    );
    if (next) readAhead(next.route);
  }, [readings, readAhead, current]);
  const taken = run?.status.taken;
  // The taken reading whose moment is over (its result no longer shown). The moment counts from when the worker's
  // result is there to show: a screen opened before it must not spend it waiting.
  const [over, setOver] = useState<number | undefined>();
  const judged = taken !== undefined && (askedAt >= taken.at || taken.judgement !== undefined);
  useEffect(() => {
    if (taken === undefined || !judged) return;
    const timer = setTimeout(() => setOver(taken.at), TAKEN_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [taken, judged]);
  const fresh = taken !== undefined && over !== taken.at;
  if (!run || readOnly) return null;
  // Its place is held while the side's readings load, so the screen below does not move when they come.
  if (!readings)
    return (
      <section className="run-bar" aria-hidden="true">
        <div className="run-bar-text">
          <p className="run-bar-where" />
          <p className="run-bar-result" />
        </div>
        <div className="run-bar-buttons" style={{ visibility: 'hidden' }}>
          <button type="button" className="button" disabled tabIndex={-1}>
            {say(words.previous)}
          </button>
          <button type="button" className="button" disabled tabIndex={-1}>
            {say(words.skip)}
          </button>
        </div>
      </section>
    );
  if (readings.length === 0) return null;
  const { status } = run;
  // The result shows once the worker has judged the reading, never the answer it gave before it was saved; until
  // then the page's judgement of what the save writes, made by the same function from the same facts (decision 0076).
  const takenAt =
    fresh && taken !== undefined ? readings.find((r) => r.identifier === taken.identifier) : undefined;
  const takenReading =
    takenAt === undefined || taken === undefined
      ? undefined
      : askedAt >= taken.at
        ? takenAt
        : taken.judgement !== undefined
          ? { ...takenAt, judgement: taken.judgement }
          : undefined;
  const where =
    status.current === undefined
      ? say(words.run)
      : status.finished
        ? say(finished, { of: 'sideName' in of ? 'side' : 'bucket' })
        : walkPosition(readings, status.current, (n, total, place) =>
            say(position, { n, total, place: partNameIn(intl, place) }),
          );
  return (
    <section className="run-bar" aria-label={say(words.run)}>
      <div className="run-bar-text">
        <p className="run-bar-where" data-testid="run-where">
          {where}
        </p>
        <p className="run-bar-result" role="status" data-testid="run-result">
          {status.stopped !== undefined ? (
            <span className="run-bar-stopped">{status.stopped}</span>
          ) : takenReading ? (
            <>
              {/* The action first: on a phone its colour is what the eye catches; the reading it is of is said */}
              {takenReading.judgement ? (
                <StatusLabel
                  status={takenReading.judgement.action.name}
                  colour={takenReading.judgement.action.colour}
                  textColour={takenReading.judgement.action.textColour}
                />
              ) : null}
              <span className="run-bar-finding">
                <span className="visually-hidden">{takenReading.place}: </span>
                {takenReading.judgement?.finding ?? say(saved, { place: takenReading.place })}
              </span>
            </>
          ) : status.current === undefined ? (
            // On the result's whole width: beside PREVIOUS and SKIP a phone cut it to "Measuring run: t…"
            <span className="run-bar-hint">{say(words.start)}</span>
          ) : null}
        </p>
      </div>
      <div className="run-bar-buttons">
        {/* Pressed without taking the focus from the reading's field, so a gauge goes on typing into it */}
        <button type="button" className="button" onMouseDown={(e) => e.preventDefault()} onClick={run.back}>
          {say(words.previous)}
        </button>
        <button type="button" className="button" onMouseDown={(e) => e.preventDefault()} onClick={run.skip}>
          {say(words.skip)}
        </button>
      </div>
    </section>
  );
}
