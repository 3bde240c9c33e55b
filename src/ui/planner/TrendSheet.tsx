import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { Modal } from '../recording/Modal.tsx';
import { ActionLabel } from './ActionLabel.tsx';
import { TrendChart } from '../recording/TrendChart.tsx';
import '../recording/recording.css';
import { plannerWords as words, trendAlt, wornText } from './planner-words.ts';

/** A component's wear trend (the chart the report draws) and the way to the machine's last inspection. */
export function TrendSheet(props: { rowId: string; onClose: () => void }) {
  const intl = useIntl();
  const { data, error } = useEngineQuery({
    queryKey: ['planner-trend', props.rowId],
    query: (engine) => engine.plannerTrend(props.rowId),
  });
  return (
    <Modal title={intl.formatMessage(words.trend)} onClose={props.onClose} sheet>
      {error ? <p className="error-text">{error.message}</p> : null}
      {data === undefined ? (
        error ? null : (
          <p role="status">{intl.formatMessage(words.loading)}</p>
        )
      ) : (
        <div className="planner-trend">
          <p className="card-title">
            {data.machine} · {data.component}
          </p>
          <p className="planner-facts">
            <span>
              {data.wear === ''
                ? intl.formatMessage(words.wearUnknown)
                : intl.formatMessage(wornText, { wear: data.wear })}
            </span>
            <ActionLabel action={data.action} />
          </p>
          <dl className="planner-forecast">
            <dt>{intl.formatMessage(words.at100)}</dt>
            <dd>{data.forecast100}</dd>
            <dt>{intl.formatMessage(words.at120)}</dt>
            <dd>{data.forecast120}</dd>
          </dl>
          {data.chartSvg === null ? (
            <p className="muted">{intl.formatMessage(words.oneReading)}</p>
          ) : (
            <TrendChart
              svg={data.chartSvg}
              alt={intl.formatMessage(trendAlt, { machine: data.machine, component: data.component })}
            />
          )}
          <Link
            className="button primary"
            to="/inspections/$externalId"
            params={{ externalId: data.lastInspectionExternalId }}
          >
            {intl.formatMessage(words.openLast)}
          </Link>
        </div>
      )}
    </Modal>
  );
}
