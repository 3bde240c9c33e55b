import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { forecastWordsOf } from '../../i18n/forecast-words.ts';
import { plausibilityWordsOf } from '../../i18n/plausibility-words.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import {
  forecastLine,
  formatDay,
  formatHours,
  formatMeasure,
  formatPercent,
  formatSigned,
  labelWithoutUnit,
  plausibilityLines,
} from '../../rules/index.ts';
import { useLengthUnit } from '../storage/length-unit.tsx';
import type { MeasurementModel } from '../../worker/contract.ts';
import { ActionStatusBanner } from './ActionStatusBanner.tsx';
import { keepTogether } from './keep-together.ts';
import { StatusCard } from './StatusCard.tsx';
import { StatusHistorySheet } from './StatusHistorySheet.tsx';
import { statusText } from './StatusLabel.tsx';
import { useDomainWords } from './domain-words.ts';

const words = defineMessages({
  noPrevious: { id: 'rec.judge.noPrevious', defaultMessage: 'No previous reading' },
  panel: { id: 'rec.judge.panel', defaultMessage: 'Measure and judge' },
  overall: { id: 'rec.judge.overall', defaultMessage: 'Part overall:' },
  before: { id: 'rec.judge.before', defaultMessage: 'Before' },
  forecast: { id: 'rec.judge.forecast', defaultMessage: 'Forecast' },
});
const change = defineMessage<{ change: string }>({
  id: 'rec.judge.change',
  defaultMessage: 'change {change}',
});

/**
 * RECORDING.md measure-and-judge panel: now (value, wear %, action, history), before (the previous reading, its date
 * and hours, the change), the plausibility warning and the forecast to 100 % and 120 %.
 */
export function MeasureJudgePanel({
  model,
}: {
  model: Pick<MeasurementModel, 'judgement' | 'label' | 'unit' | 'history' | 'chartSvg' | 'target'>;
}) {
  const [history, setHistory] = useState(false);
  const units = useLengthUnit();
  const intl = useIntl();
  // The item's declared label ("Worn Length") in the inspector's language, as the screen's own names are.
  const named = useDomainWords();
  const locale = intl.locale;
  const { now, before, forecast } = model.judgement;
  const target = model.target;
  // The part's own action can be more urgent than this reading's (a wear indicator, the other instrument).
  const overall = now.ok && target.action.name !== now.status ? target.action : null;
  // English keeps the action type's own label (its description where the catalogue gives one); another language
  // writes the spec's action name in its words, as every status label does.
  const overallLabel =
    overall === null ? '' : intl.locale === SOURCE_LANGUAGE ? overall.label : statusText(overall.name, intl);
  const beforeText = before
    ? [
        formatMeasure(before.value, model.unit, units, locale),
        before.wearPercent === undefined ? '' : formatPercent(before.wearPercent, locale),
        formatDay(before.date, locale),
        before.machineHours === null ? '' : formatHours(before.machineHours, locale),
        before.wearChange === undefined
          ? ''
          : intl.formatMessage(change, { change: formatSigned(before.wearChange, '%', locale) }),
      ]
        .filter((fact) => fact !== '')
        .join(' · ')
    : intl.formatMessage(words.noPrevious);
  return (
    <section className="judge-panel" aria-label={intl.formatMessage(words.panel)}>
      {now.ok ? (
        <ActionStatusBanner
          title={
            now.measurement === undefined
              ? named(labelWithoutUnit(model.label))
              : formatMeasure(now.measurement, model.unit, units, locale)
          }
          wearPercent={now.wearPercent}
          status={now.status}
          colour={now.colour}
          textColour={now.textColour}
          onHistory={() => setHistory(true)}
        />
      ) : (
        <StatusCard error={now.message} />
      )}
      {overall ? (
        <p className="judge-overall" role="status">
          {intl.formatMessage(words.overall)} <strong>{overallLabel}</strong>
          {target.signs.length > 0 ? keepTogether(` (${target.signs.join('; ')})`) : ''}
        </p>
      ) : null}
      <dl className="judge-facts">
        <div>
          <dt>{intl.formatMessage(words.before)}</dt>
          <dd>{keepTogether(beforeText)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(words.forecast)}</dt>
          <dd>{keepTogether(forecastLine(forecast, forecastWordsOf(intl)))}</dd>
        </div>
      </dl>
      {target.notes.map((note) => (
        <p key={note} className="plausibility-warning" role="status">
          ⚠ {keepTogether(note)}
        </p>
      ))}
      {plausibilityLines(model.judgement, plausibilityWordsOf(intl)).map((warning) => (
        <p key={warning} className="plausibility-warning" role="status">
          ⚠ {keepTogether(warning)}
        </p>
      ))}
      {history ? (
        <StatusHistorySheet
          component={named(labelWithoutUnit(model.label))}
          entries={model.history}
          chartSvg={model.chartSvg}
          onClose={() => setHistory(false)}
        />
      ) : null}
    </section>
  );
}
