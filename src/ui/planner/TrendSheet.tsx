import { Link } from '@tanstack/react-router';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { Modal } from '../recording/Modal.tsx';
import { ActionLabel } from './ActionLabel.tsx';
import { TrendChart } from '../recording/TrendChart.tsx';
import '../recording/recording.css';

/** A component's wear trend (the chart the report draws) and the way to the machine's last inspection. */
export function TrendSheet(props: { rowId: string; onClose: () => void }) {
  const { data, error } = useEngineQuery({
    queryKey: ['planner-trend', props.rowId],
    query: (engine) => engine.plannerTrend(props.rowId),
  });
  return (
    <Modal title="Wear trend" onClose={props.onClose} sheet>
      {error ? <p className="error-text">{error.message}</p> : null}
      {data === undefined ? (
        error ? null : (
          <p role="status">Loading…</p>
        )
      ) : (
        <div className="planner-trend">
          <p className="card-title">
            {data.machine} · {data.component}
          </p>
          <p className="planner-facts">
            <span>{data.wear === '' ? 'Wear not worked out' : `${data.wear} worn`}</span>
            <ActionLabel action={data.action} />
          </p>
          <dl className="planner-forecast">
            <dt>At 100 %</dt>
            <dd>{data.forecast100}</dd>
            <dt>At 120 %</dt>
            <dd>{data.forecast120}</dd>
          </dl>
          {data.chartSvg === null ? (
            <p className="muted">One reading so far: the trend shows from the second.</p>
          ) : (
            <TrendChart
              svg={data.chartSvg}
              alt={`Wear trend of ${data.machine} ${data.component}: wear % against machine hours, with the forecast to 100 % and 120 %`}
            />
          )}
          <Link
            className="button primary"
            to="/inspections/$externalId"
            params={{ externalId: data.lastInspectionExternalId }}
          >
            Open the last inspection
          </Link>
        </div>
      )}
    </Modal>
  );
}
