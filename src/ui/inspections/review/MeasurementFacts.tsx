import type { ReportSide } from '../../../worker/contract.ts';
import { StatusLabel } from '../../recording/StatusLabel.tsx';

/**
 * RECORDING.md: the measure-and-judge facts of every measured component, per side: the measurement, wear %, the
 * action written in its colour, the previous reading and the change, plausibility warnings and the forecast.
 */
export function MeasurementFacts({ sides }: { sides: readonly ReportSide[] }) {
  const measured = sides
    .map((side) => ({
      ...side,
      components: side.components.filter((c) => c.wearPercent !== null || c.previous),
    }))
    .filter((side) => side.components.length > 0);
  if (measured.length === 0) return <p className="muted">No measurements recorded.</p>;
  return (
    <>
      {measured.map((side) => (
        <section key={side.name} aria-label={`${side.name} measurements`} className="measure-side">
          <h3>{side.name}</h3>
          <ul className="measure-list">
            {side.components.map((c) => (
              <li key={c.identifier} className="measure-item">
                <div className="measure-head">
                  <strong>{c.name}</strong>
                  <StatusLabel
                    status={c.action.name}
                    colour={c.action.colour}
                    textColour={c.action.textColour}
                  />
                </div>
                <dl className="judge-facts">
                  <div>
                    <dt>Now</dt>
                    <dd>
                      {c.measurement}
                      {c.wear ? ` · ${c.wear} worn` : ''}
                    </dd>
                  </div>
                  <div>
                    <dt>Before</dt>
                    <dd>
                      {c.previous
                        ? `${c.previous.measurement} · ${c.previous.wear}${c.change ? ` · ${c.change}` : ''}`
                        : 'No previous reading'}
                    </dd>
                  </div>
                  <div>
                    <dt>Forecast</dt>
                    <dd>
                      100 %: {c.forecast100} · 120 %: {c.forecast120}
                    </dd>
                  </div>
                </dl>
                {c.plausibility.map((warning) => (
                  <p key={warning} className="plausibility-warning">
                    ⚠ {warning}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
