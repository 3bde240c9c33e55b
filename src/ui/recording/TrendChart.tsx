import { defineMessages, useIntl } from 'react-intl';

const words = defineMessages({ chart: { id: 'rec.history.chart', defaultMessage: 'Wear trend chart' } });
/**
 * The wear trend chart the worker draws (SVG), never shrunk below a size its labels can be read at: on a phone it
 * scrolls sideways in its frame (fitted to 330 px, its 11 px labels were drawn at 6 px).
 */
export function TrendChart(props: { svg: string; alt: string }) {
  const intl = useIntl();
  return (
    // A frame that scrolls takes the keyboard's focus, so that it can be scrolled without a finger.
    <div className="trend-chart-frame" tabIndex={0} role="group" aria-label={intl.formatMessage(words.chart)}>
      <img
        className="trend-chart"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(props.svg)}`}
        alt={props.alt}
      />
    </div>
  );
}
