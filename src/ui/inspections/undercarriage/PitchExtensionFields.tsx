import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkWordsOf } from '../../../i18n/check-words.ts';
import {
  acceptsKeystrokes,
  tapeMeasureRange,
  decimalMarkOf,
  formatLength,
  LENGTH_SYMBOL,
  storedTextInMm,
  toMm,
  isBlank,
  pitchGaugeAverage,
  shoeChoices,
  tapeMeasurePitchExtension,
  tapeMeasureWornLengthText,
  validateInput,
  MM_UNIT_ID,
  VALIDATION_TOAST_DURATION_MS,
  INVALID_VALUE,
  PITCH_GAUGE_UNIT_ID,
} from '../../../rules/index.ts';
import { EngineError, type MeasurementModel, type UndercarriageItemModel } from '../../../worker/contract.ts';
import { MeasureJudgePanel } from '../../recording/MeasureJudgePanel.tsx';
import { LengthField } from '../../recording/LengthField.tsx';
import { useRunField } from '../../recording/measuring-run.tsx';
import { PartHeader } from '../../recording/PartHeader.tsx';
import { ResultLine } from '../../recording/ResultLine.tsx';
import { useReadOnly } from '../../recording/read-only.tsx';
import { SavedMark } from '../../recording/SavedMark.tsx';
import { SelectField } from '../../recording/SelectField.tsx';
import { StatusCard } from '../../recording/StatusCard.tsx';
import { useFieldSave } from '../../recording/use-field-save.ts';
import { useValidationMessage } from '../../recording/use-validation-message.ts';
import { useToast } from '../../shell/toast.tsx';
import { useLengthUnit } from '../../storage/length-unit.tsx';
import { useItemSaves } from './item-fields.tsx';
import { keepTogether } from '../../recording/keep-together.ts';
import { pitchPhrases, pitchResultIn, pitchWords as w } from './pitch-words.ts';

/**
 * recording spec §2 {partCategory}/pitch-extension: the worn length by tape measure (measurement ÷ number of shoes)
 * and by pitch gauge (the average of the readings), the measure-and-judge panel (rules of §5 and §9). The screen
 * around them (header, run bar, wear indicators, photos, comments) is the worn length screens' (decision 0092).
 */
export function PitchExtensionFields({ model }: { model: UndercarriageItemModel }) {
  const judged = panelModel(model);
  return (
    <>
      {judged ? <PartHeader tag={judged.part.name} partNumber={judged.part.partNumber} /> : null}
      <div className="pitch-methods">
        <TapeMeasure model={model} />
        <PitchGauge model={model} />
      </div>
      {judged && judged.target.governingNote !== '' ? (
        // Measured two ways, the screen says which counts beside the result it shows
        <p className="judge-governing" data-testid="governing-note">
          {keepTogether(judged.target.governingNote)}
        </p>
      ) : null}
      {judged ? <MeasureJudgePanel model={judged} /> : <StatusCard empty />}
    </>
  );
}

// The panel shows the reading that governs the pitch extension (decision 0023: the more urgent of tape and gauge).
function panelModel(model: UndercarriageItemModel): MeasurementModel | null {
  const tape = model.measurement;
  const gauge = model.gauge?.measurement ?? null;
  const governing = (tape ?? gauge)?.target.governingIdentifier;
  if (gauge && governing === gauge.identifier) return gauge;
  if (tape && governing === tape.identifier) return tape;
  return tape ?? gauge;
}

function TapeMeasure({ model }: { model: UndercarriageItemModel }) {
  const { save } = useItemSaves({ sideName: model.side.sideName, prefix: model.item.prefix });
  const toast = useToast();
  const ids = {
    measurement: `${model.item.prefix}.TapeMeasure.Measurement`,
    shoes: `${model.item.prefix}.TapeMeasure.NumberOfShoes`,
    worn: `${model.item.prefix}.TapeMeasure.WornLength`,
  };
  const units = useLengthUnit();
  const intl = useIntl();
  const t = intl.formatMessage;
  const stored = model.values[ids.measurement];
  // The tape's length in millimetres, whatever it was measured in: the pitch is worked out in mm (decision 0053).
  const measurement = stored?.value == null ? stored?.value : storedTextInMm(stored.value, stored.unitId);
  const shoes = model.values[ids.shoes]?.value;
  const result = tapeMeasurePitchExtension(measurement, shoes, model.shoesPerSide);
  const check = (m: string | null | undefined, n: string | null | undefined, typing = false) => {
    const computed = tapeMeasurePitchExtension(m, n, model.shoesPerSide);
    if (!computed.ok) return undefined;
    const range = tapeMeasureRange(computed.value, model.measurement?.dimension, checkWordsOf(intl));
    if (range.warning && !typing) toast('warning', range.warning, VALIDATION_TOAST_DURATION_MS);
    return range.alert;
  };
  return (
    <section className="field" aria-labelledby="tape-measure-title">
      <h2 id="tape-measure-title">{t(w.tapeMeasure)}</h2>
      <LengthField
        label={t(w.measurement)}
        value={stored}
        onSave={save(ids.measurement)}
        validate={(mm, typing) => check(String(mm), shoes, typing)}
        reading={ids.measurement}
        // Its save records the pitch a shoe it works out (none without a number of shoes): judged from that on the
        // page, the tape measure's result shows at its Enter, not after the save and the run's read again (its step
        // was the run's slowest)
        written={(value, unitId) => [
          {
            identifier: ids.worn,
            value: tapeMeasureWornLengthText(value, unitId, shoes, model.shoesPerSide) ?? null,
            unitId: MM_UNIT_ID,
          },
        ]}
        warn={(mm) => {
          const computed = tapeMeasurePitchExtension(String(mm), shoes, model.shoesPerSide);
          return computed.ok
            ? tapeMeasureRange(computed.value, model.measurement?.dimension, checkWordsOf(intl)).warning
            : undefined;
        }}
      />
      <SelectField
        label={t(w.numberOfShoes)}
        options={shoeChoices(model.shoesPerSide).map((n) => ({ value: String(n), label: String(n) }))}
        value={shoes}
        onSave={async (next) => {
          // A count that takes the pitch out of range is refused with the range's message, the stored one kept.
          const why = next === null ? undefined : check(measurement, next);
          if (why !== undefined) throw new EngineError('invalid-input', why);
          return save(ids.shoes)(next);
        }}
      />
      <p className="computed-value" role="status" aria-label={t(w.tapeResult)}>
        {result.ok
          ? keepTogether(t(pitchPhrases.perShoe, { length: formatLength(result.value, units, intl.locale) }))
          : !isBlank(measurement) && isBlank(shoes)
            ? t(w.chooseShoes)
            : pitchResultIn(intl, result.message)}
      </p>
      <ResultLine name={t(w.tapeName)} judgement={model.measurement?.judgement} />
    </section>
  );
}

function PitchGauge({ model }: { model: UndercarriageItemModel }) {
  const { engine, externalId, sideName } = useItemSaves({
    sideName: model.side.sideName,
    prefix: model.item.prefix,
  });
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [message, showMessage] = useValidationMessage();
  const { state, run } = useFieldSave();
  const readOnly = useReadOnly();
  const units = useLengthUnit();
  const intl = useIntl();
  const t = intl.formatMessage;
  const outOfRange = t(w.outOfRange);
  const readings = model.gauge?.readings ?? [];
  const average = pitchGaugeAverage(
    readings.flatMap((r) => (r.value === null || r.value === '' ? [] : [Number(r.value)])),
  );
  // recording spec §5 keeps pitch gauge readings in mm (unit 15): a reading in inches is sent as its exact mm.
  const asSent = (value: string) => (units === 'mm' ? value : String(toMm(Number(value), units)));
  const lengthText = (mm: string | null) =>
    mm === null || mm === '' ? '' : formatLength(Number(mm), units, intl.locale);
  /**
   * Adds a reading; why it is refused (its message also shown), or the new average the worker recorded (in mm) when
   * it is added.
   */
  const add = async (typed = text, cleared = false): Promise<{ refused: string } | { average: number }> => {
    const checked = validateInput(typed, 'float', decimalMarkOf(intl.locale));
    if (!checked.ok || checked.empty) {
      showMessage(INVALID_VALUE);
      return { refused: INVALID_VALUE };
    }
    let average = 0;
    // recording spec §5: a reading that would take the average out of range is not stored; it is said rather than
    // shown as saved, and stays in the box to be checked.
    const added = await run(async () => {
      const result = await engine.addPitchGaugeReading({
        inspectionExternalId: externalId,
        sideName,
        value: asSent(checked.value),
      });
      if (!result.accepted) throw new EngineError('invalid-input', outOfRange);
      average = result.average;
    });
    // In a measuring run the box was emptied as the reading went: a save answered late must not empty it again,
    // over the next shoe's reading typed meanwhile (the gauge's Enter then skipped past an empty box, and the
    // reading was lost). Outside a run it empties the box only if it still holds what was added.
    if (added && !cleared) setText((now) => (now === typed ? '' : now));
    return added ? { average } : { refused: outOfRange };
  };
  // The pitch gauge is read over several shoes and averaged: in a measuring run a reading added leaves the field
  // ready for the next one, and Enter on it empty goes on to the side's next empty reading.
  // A reading refused after the run went on comes back into the box, unless the next one is being typed there.
  const restored = useRef<string | undefined>(undefined);
  const runField = useRunField(`${model.item.prefix}.PitchGauge.Readings`, input, (refused) => {
    restored.current = refused;
    setText((now) => (now === '' ? refused : now));
  });
  // The refused text comes back selected: the run's focus may come before it is drawn (when the run's focus selects
  // nothing), and the gauge's next reading, sent at once, must replace it rather than join it ("300" + "712").
  useLayoutEffect(() => {
    if (restored.current === undefined) return;
    if (text !== restored.current) {
      restored.current = undefined;
      return;
    }
    if (document.activeElement !== input.current) return;
    input.current?.select();
    restored.current = undefined;
  }, [text]);
  const wornId = `${model.item.prefix}.PitchGauge.WornLength`;
  // When its last save began, and how many of its saves are unanswered: a reading's average is told on the page only
  // from facts read after the last one, with none on its way (decision 0101)
  const lastSave = useRef({ since: 0, unanswered: 0 });
  const endReading = async (typed: string) => {
    if (runField && typed.trim() === '') return runField.skip();
    const since = Date.now();
    // The field is ready for the next shoe's reading at once, not after the save's round trip; a reading then
    // refused comes back into it with its message (unless the next one is already being typed)
    if (runField) setText('');
    const checked = validateInput(typed, 'float', decimalMarkOf(intl.locale));
    const told =
      runField && checked.ok && !checked.empty && lastSave.current.unanswered === 0
        ? runField.predict(asSent(checked.value), lastSave.current.since)
        : undefined;
    lastSave.current = { since, unanswered: lastSave.current.unanswered + 1 };
    // Its result shows at Enter, judged from the average the page told by the worker's rule; the worker's own
    // average follows if it differs, and a refusal stops the run on it as before
    if (told) runField?.taken(since, true, told);
    const added = await add(typed, runField !== undefined).finally(() => {
      lastSave.current = { ...lastSave.current, unanswered: lastSave.current.unanswered - 1 };
    });
    // Added: its result shows in the run's bar (judged from the average the worker recorded, as it recorded it), and
    // the field waits for the next shoe's reading
    if ('average' in added) {
      const recorded = String(added.average);
      if (told?.[0]?.value === recorded) return;
      return runField?.taken(since, true, [
        { identifier: wornId, value: recorded, unitId: PITCH_GAUGE_UNIT_ID },
      ]);
    }
    if (!runField) return;
    if (document.activeElement === input.current) {
      setText((now) => (now === '' ? typed : now));
      return runField.stop(added.refused);
    }
    // Refused once the run went on (Enter on the emptied box, then the tape measure's reading): the run comes back to
    // this field, on its screen again if it had gone, with the text refused
    runField.failed(added.refused, typed);
  };
  return (
    <section className="field" aria-labelledby="pitch-gauge-title">
      <h2 id="pitch-gauge-title">{t(w.pitchGauge)}</h2>
      <label htmlFor={id}>
        {t(w.reading)} <span className="unit">({LENGTH_SYMBOL[units]})</span>
      </label>
      <div className="field-row">
        <input
          ref={input}
          id={id}
          className="numeric-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          readOnly={readOnly}
          aria-invalid={message !== undefined}
          onChange={(event) => {
            if (acceptsKeystrokes(event.target.value, 'float')) setText(event.target.value);
          }}
          onFocus={runField?.onFocus}
          onKeyDown={(event) => {
            const typed = event.currentTarget.value;
            if (runField?.endsReading(event.key, event.shiftKey, typed.trim() !== '')) {
              event.preventDefault();
              void endReading(typed);
            } else if (event.key === 'Enter') void add();
          }}
        />
        {readOnly ? null : (
          <button type="button" className="button" onClick={() => void add()}>
            {t(w.addReading)}
          </button>
        )}
        <SavedMark state={state} />
      </div>
      {message ? (
        <p role="alert" className="field-message">
          {pitchResultIn(intl, message)}
        </p>
      ) : null}
      <ul className="chips" aria-label={t(w.readings)}>
        {readings.map((reading) => (
          <li key={reading.observationExternalId}>
            {lengthText(reading.value)}
            {readOnly ? null : (
              <button
                type="button"
                className="icon-button"
                aria-label={t(pitchPhrases.remove, { length: lengthText(reading.value) })}
                onClick={() =>
                  void run(() =>
                    engine.deletePitchGaugeReading({
                      inspectionExternalId: externalId,
                      sideName,
                      observationExternalId: reading.observationExternalId,
                    }),
                  )
                }
              >
                ✕
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="computed-value" role="status" aria-label={t(w.gaugeAverage)}>
        {average.ok
          ? keepTogether(
              t(pitchPhrases.average, {
                length: formatLength(average.value, units, intl.locale),
                count: average.count,
              }),
            )
          : pitchResultIn(intl, average.message)}
      </p>
      <ResultLine name={t(w.gaugeName)} judgement={model.gauge?.measurement?.judgement} />
    </section>
  );
}
