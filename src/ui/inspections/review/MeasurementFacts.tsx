import type { ReportComponent, ReportData } from '../../../worker/contract.ts';
import { StatusLabel } from '../../recording/StatusLabel.tsx';

/**
 * RECORDING.md: every judged target, per side and for the bucket, with the facts of the measure-and-judge panel: the
 * governing measurement (and the other way it was measured), wear %, the action written in its colour, what was seen,
 * the previous reading and the change, plausibility warnings and the forecast, all as the report words them.
 */
export function MeasurementFacts({ report }: { report: Pick<ReportData, 'sides' | 'bucket'> }) {
  const groups = [
    ...report.sides.map((s) => ({ name: s.name, components: s.components })),
    ...(report.bucket && report.bucket.components.length > 0
      ? [{ name: report.bucket.name, components: report.bucket.components }]
      : []),
  ];
  if (groups.length === 0) return <p className="muted">No measurements or conditions recorded.</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.name} aria-label={`${group.name} results`} className="measure-side">
          <h3>{group.name}</h3>
          <ul className="measure-list">
            {group.components.map((c) => (
              <Component key={c.targetId} c={c} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Component({ c }: { c: ReportComponent }) {
  const measured = c.measurement !== '—';
  return (
    <li className="measure-item">
      <div className="measure-head">
        <strong>{c.place === '' ? c.name : `${c.name} — ${c.place}`}</strong>
        <StatusLabel status={c.action.name} colour={c.action.colour} textColour={c.action.textColour} />
      </div>
      <dl className="judge-facts">
        {measured ? (
          <div>
            <dt>Now</dt>
            <dd>
              {c.measurement}
              {c.instrument ? ` by ${c.instrument}` : ''}
              {c.wear ? ` · ${c.wear} worn` : ''}
            </dd>
          </div>
        ) : null}
        {c.otherReadings.map((line) => (
          <div key={line}>
            <dt>Also</dt>
            <dd>{line}</dd>
          </div>
        ))}
        {c.signs.length > 0 ? (
          <div>
            <dt>Seen</dt>
            <dd>{c.signs.join('; ')}</dd>
          </div>
        ) : null}
        {measured || c.previous ? (
          <div>
            <dt>Before</dt>
            <dd>
              {c.previous
                ? `${c.previous.measurement} · ${c.previous.wear}${c.change ? ` · ${c.change}` : ''}`
                : 'No previous reading'}
            </dd>
          </div>
        ) : null}
        {c.forecast.length > 0 ? (
          <div>
            <dt>Forecast</dt>
            <dd>{c.forecast.join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
      {c.plausibility.map((warning) => (
        <p key={warning} className="plausibility-warning">
          ⚠ {warning}
        </p>
      ))}
    </li>
  );
}
