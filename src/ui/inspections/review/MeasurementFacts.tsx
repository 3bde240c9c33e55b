import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ReportComponent, ReportData } from '../../../worker/contract.ts';
import { StatusLabel } from '../../recording/StatusLabel.tsx';

const words = defineMessages({
  none: { id: 'measurements.none', defaultMessage: 'No measurements or conditions recorded.' },
  results: defineMessage<{ group: string }>({
    id: 'measurements.results',
    defaultMessage: '{group} results',
  }),
  now: { id: 'measurements.now', defaultMessage: 'Now' },
  by: defineMessage<{ instrument: string }>({ id: 'measurements.by', defaultMessage: 'by {instrument}' }),
  worn: defineMessage<{ wear: string }>({ id: 'measurements.worn', defaultMessage: '· {wear} worn' }),
  also: { id: 'measurements.also', defaultMessage: 'Also' },
  seen: { id: 'measurements.seen', defaultMessage: 'Seen' },
  before: { id: 'measurements.before', defaultMessage: 'Before' },
  noPrevious: { id: 'measurements.noPrevious', defaultMessage: 'No previous reading' },
  forecast: { id: 'measurements.forecast', defaultMessage: 'Forecast' },
});

/**
 * RECORDING.md: every judged target, per side and for the bucket, with the facts of the measure-and-judge panel: the
 * governing measurement (and the other way it was measured), wear %, the action written in its colour, what was seen,
 * the previous reading and the change, plausibility warnings and the forecast, all as the report words them.
 */
export function MeasurementFacts({ report }: { report: Pick<ReportData, 'sides' | 'bucket'> }) {
  const t = useIntl().formatMessage;
  const groups = [
    ...report.sides.map((s) => ({ name: s.name, components: s.components })),
    ...(report.bucket && report.bucket.components.length > 0
      ? [{ name: report.bucket.name, components: report.bucket.components }]
      : []),
  ];
  if (groups.length === 0) return <p className="muted">{t(words.none)}</p>;
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.name}
          aria-label={t(words.results, { group: group.name })}
          className="measure-side"
        >
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
  const t = useIntl().formatMessage;
  return (
    <li className="measure-item">
      <div className="measure-head">
        <strong>{c.place === '' ? c.name : `${c.name} — ${c.place}`}</strong>
        <StatusLabel status={c.action.name} colour={c.action.colour} textColour={c.action.textColour} />
      </div>
      <dl className="judge-facts">
        {measured ? (
          <div>
            <dt>{t(words.now)}</dt>
            <dd>
              {c.measurement}
              {c.instrument ? ` ${t(words.by, { instrument: c.instrument })}` : ''}
              {c.wear ? ` ${t(words.worn, { wear: c.wear })}` : ''}
            </dd>
          </div>
        ) : null}
        {c.otherReadings.map((line) => (
          <div key={line}>
            <dt>{t(words.also)}</dt>
            <dd>{line}</dd>
          </div>
        ))}
        {c.signs.length > 0 ? (
          <div>
            <dt>{t(words.seen)}</dt>
            <dd>{c.signs.join('; ')}</dd>
          </div>
        ) : null}
        {measured || c.previous ? (
          <div>
            <dt>{t(words.before)}</dt>
            <dd>
              {c.previous
                ? `${c.previous.measurement} · ${c.previous.wear}${c.change ? ` · ${c.change}` : ''}`
                : t(words.noPrevious)}
            </dd>
          </div>
        ) : null}
        {c.forecast.length > 0 ? (
          <div>
            <dt>{t(words.forecast)}</dt>
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
