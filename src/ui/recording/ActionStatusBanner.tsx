import { useIntl } from 'react-intl';
import { formatPercent } from '../../rules/index.ts';
import { historyWords } from './StatusHistorySheet.tsx';
import { StatusLabel } from './StatusLabel.tsx';

/** recording spec §2 action status banner: title, wear %, the coloured action label and the history icon. */
export function ActionStatusBanner(props: {
  title: string;
  wearPercent: number | undefined;
  status: string;
  colour: string;
  textColour: string;
  onHistory: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="action-banner" style={{ borderColor: props.colour }}>
      <div className="action-banner-text">
        <span className="action-banner-title">{props.title}</span>
        <span className="wear-percent">
          {props.wearPercent === undefined ? '—' : formatPercent(props.wearPercent, intl.locale)}
        </span>
        <StatusLabel status={props.status} colour={props.colour} textColour={props.textColour} />
      </div>
      <button
        type="button"
        className="button icon-button"
        onClick={props.onHistory}
        aria-label={intl.formatMessage(historyWords.title)}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="currentColor"
            d="M13 3a9 9 0 0 0-9 9H1l4 4 4-4H6a7 7 0 1 1 2.05 4.95l-1.42 1.42A9 9 0 1 0 13 3Zm-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8H12Z"
          />
        </svg>
      </button>
    </div>
  );
}
