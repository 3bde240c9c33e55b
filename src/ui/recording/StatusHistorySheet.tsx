import { formatPercent, NO_HISTORY } from '../../rules/index.ts';
import type { StatusHistoryEntry } from '../../worker/contract.ts';
import { formatIsoDateTime } from '../shell/format.ts';
import { Modal } from './Modal.tsx';
import { StatusLabel } from './StatusLabel.tsx';
import { TrendChart } from './TrendChart.tsx';

/**
 * recording spec §2 Status History: a bottom sheet of the asset's past inspections (machine, site, timestamp, %,
 * coloured action), "No history available" when none, and the wear trend chart drawn by the worker.
 */
export function StatusHistorySheet(props: {
  component: string;
  entries: readonly StatusHistoryEntry[];
  chartSvg: string | null;
  onClose: () => void;
}) {
  return (
    <Modal title="Status History" onClose={props.onClose} sheet>
      {props.chartSvg ? (
        <TrendChart
          svg={props.chartSvg}
          alt={`Wear trend of ${props.component}: wear % against machine hours, with the forecast to 100 % and 120 %`}
        />
      ) : null}
      {props.entries.length === 0 ? (
        <p>{NO_HISTORY}</p>
      ) : (
        <ul className="history-list">
          {props.entries.map((entry) => (
            <li key={entry.inspectionExternalId}>
              <span className="history-machine">{entry.machineName}</span>
              <span className="muted">{entry.siteName ?? ''}</span>
              <time dateTime={entry.date}>{formatIsoDateTime(entry.date)}</time>
              <span className="wear-percent">
                {entry.wearPercent === null ? '—' : formatPercent(entry.wearPercent)}
              </span>
              <StatusLabel status={entry.status} colour={entry.colour} textColour={entry.textColour} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
