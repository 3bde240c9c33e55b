import { useState } from 'react';
import type { MeasurementModel } from '../../worker/contract.ts';
import { formatIsoDateTime } from '../shell/format.ts';
import { ActionStatusBanner, formatPercent } from './ActionStatusBanner.tsx';
import { StatusCard } from './StatusCard.tsx';
import { StatusHistorySheet } from './StatusHistorySheet.tsx';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const hours = (n: number) => `${Math.round(n).toLocaleString('en-US')} h`;
// The date part of the app's date display ("28 Apr 25 • 09:29AM").
const day = (iso: string) => formatIsoDateTime(iso).split(' •')[0] ?? iso;

/**
 * RECORDING.md measure-and-judge panel: now (value, wear %, action, history), before (the previous reading, its date
 * and hours, the change), the plausibility warning and the forecast to 100 % and 120 %.
 */
export function MeasureJudgePanel({
  model,
}: {
  model: Pick<MeasurementModel, 'judgement' | 'label' | 'unit' | 'history' | 'chartSvg'>;
}) {
  const [history, setHistory] = useState(false);
  const { now, before, warnings, forecast } = model.judgement;
  return (
    <section className="judge-panel" aria-label="Measure and judge">
      {now.ok ? (
        <ActionStatusBanner
          title={now.measurement === undefined ? model.label : `${now.measurement} ${model.unit}`}
          wearPercent={now.wearPercent}
          status={now.status}
          colour={now.colour}
          textColour={now.textColour}
          onHistory={() => setHistory(true)}
        />
      ) : (
        <StatusCard error={now.message} />
      )}
      <dl className="judge-facts">
        <div>
          <dt>Before</dt>
          <dd>
            {before ? (
              <>
                {before.value} {model.unit}
                {before.wearPercent === undefined ? '' : ` · ${formatPercent(before.wearPercent)} %`} ·{' '}
                {day(before.date)}
                {before.machineHours === null ? '' : ` · ${hours(before.machineHours)}`}
                {before.wearChange === undefined ? '' : ` · change ${signed(before.wearChange)} %`}
              </>
            ) : (
              'No previous reading'
            )}
          </dd>
        </div>
        <div>
          <dt>Forecast</dt>
          <dd>
            {forecast.status === 'forecast' &&
            forecast.hoursAt100 !== undefined &&
            forecast.hoursAt120 !== undefined ? (
              <>
                100 % at {hours(forecast.hoursAt100)}
                {forecast.dateAt100 ? ` (≈ ${day(forecast.dateAt100)})` : ''} · 120 % at{' '}
                {hours(forecast.hoursAt120)}
                {forecast.dateAt120 ? ` (≈ ${day(forecast.dateAt120)})` : ''}
              </>
            ) : forecast.status === 'never reaches' ? (
              'Wear is not rising'
            ) : (
              'Not enough data'
            )}
          </dd>
        </div>
      </dl>
      {warnings.map((warning) => (
        <p key={warning.code} className="plausibility-warning" role="status">
          ⚠ {warning.message}
        </p>
      ))}
      {history ? (
        <StatusHistorySheet
          component={model.label}
          entries={model.history}
          chartSvg={model.chartSvg}
          onClose={() => setHistory(false)}
        />
      ) : null}
    </section>
  );
}
