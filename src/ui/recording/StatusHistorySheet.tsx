import { formatDateTime, formatPercent } from '../../rules/index.ts';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { StatusHistoryEntry } from '../../worker/contract.ts';
import { Modal } from './Modal.tsx';
import { StatusLabel } from './StatusLabel.tsx';
import { TrendChart } from './TrendChart.tsx';

export const historyWords = defineMessages({
  title: { id: 'rec.history.sheet.title', defaultMessage: 'Status History' },
  none: { id: 'rec.history.sheet.none', defaultMessage: 'No history available' },
});
const chartAlt = defineMessage<{ component: string }>({
  id: 'rec.history.sheet.chart',
  defaultMessage:
    'Wear trend of {component}: wear % against machine hours, with the forecast to 100 % and 120 %',
});

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
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage(historyWords.title)} onClose={props.onClose} sheet>
      {props.chartSvg ? (
        <TrendChart svg={props.chartSvg} alt={intl.formatMessage(chartAlt, { component: props.component })} />
      ) : null}
      {props.entries.length === 0 ? (
        <p>{intl.formatMessage(historyWords.none)}</p>
      ) : (
        <ul className="history-list">
          {props.entries.map((entry) => (
            <li key={entry.inspectionExternalId}>
              <span className="history-machine">{entry.machineName}</span>
              <span className="muted">{entry.siteName ?? ''}</span>
              <time dateTime={entry.date}>{formatDateTime(entry.date, intl.locale)}</time>
              <span className="wear-percent">
                {entry.wearPercent === null ? '—' : formatPercent(entry.wearPercent, intl.locale)}
              </span>
              <StatusLabel status={entry.status} colour={entry.colour} textColour={entry.textColour} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
