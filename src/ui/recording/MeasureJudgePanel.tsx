import { useState } from 'react';
import {
  forecastLine,
  formatDay,
  formatHours,
  formatMeasure,
  formatPercent,
  formatSigned,
  labelWithoutUnit,
} from '../../rules/index.ts';
import { usePreferences } from '../storage/preferences.ts';
import type { MeasurementModel } from '../../worker/contract.ts';
import { ActionStatusBanner } from './ActionStatusBanner.tsx';
import { keepTogether } from './keep-together.ts';
import { StatusCard } from './StatusCard.tsx';
import { StatusHistorySheet } from './StatusHistorySheet.tsx';

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
  const { units } = usePreferences();
  const { now, before, warnings, forecast } = model.judgement;
  const target = model.target;
  // The part's own action can be more urgent than this reading's (a wear indicator, the other instrument).
  const overall = now.ok && target.action.name !== now.status ? target.action : null;
  const beforeText = before
    ? [
        formatMeasure(before.value, model.unit, units),
        before.wearPercent === undefined ? '' : formatPercent(before.wearPercent),
        formatDay(before.date),
        before.machineHours === null ? '' : formatHours(before.machineHours),
        before.wearChange === undefined ? '' : `change ${formatSigned(before.wearChange, '%')}`,
      ]
        .filter((fact) => fact !== '')
        .join(' · ')
    : 'No previous reading';
  return (
    <section className="judge-panel" aria-label="Measure and judge">
      {now.ok ? (
        <ActionStatusBanner
          title={
            now.measurement === undefined
              ? labelWithoutUnit(model.label)
              : formatMeasure(now.measurement, model.unit, units)
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
          Part overall: <strong>{overall.label}</strong>
          {target.signs.length > 0 ? keepTogether(` (${target.signs.join('; ')})`) : ''}
        </p>
      ) : null}
      <dl className="judge-facts">
        <div>
          <dt>Before</dt>
          <dd>{keepTogether(beforeText)}</dd>
        </div>
        <div>
          <dt>Forecast</dt>
          <dd>{keepTogether(forecastLine(forecast))}</dd>
        </div>
      </dl>
      {target.notes.map((note) => (
        <p key={note} className="plausibility-warning" role="status">
          ⚠ {keepTogether(note)}
        </p>
      ))}
      {warnings.map((warning) => (
        <p key={warning.code} className="plausibility-warning" role="status">
          ⚠ {keepTogether(warning.message)}
        </p>
      ))}
      {history ? (
        <StatusHistorySheet
          component={labelWithoutUnit(model.label)}
          entries={model.history}
          chartSvg={model.chartSvg}
          onClose={() => setHistory(false)}
        />
      ) : null}
    </section>
  );
}
