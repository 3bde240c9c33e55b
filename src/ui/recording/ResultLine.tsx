import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MeasurementModel } from '../../worker/contract.ts';
import { formatPercent } from '../../rules/index.ts';
import { keepTogether } from './keep-together.ts';
import { StatusLabel } from './StatusLabel.tsx';

const words = defineMessages({
  wear: { id: 'rec.judge.wear', defaultMessage: 'Wear' },
});
const result = defineMessage<{ name: string }>({ id: 'rec.judge.result', defaultMessage: '{name} result' });

/**
 * One instrument's result (wear % and action, as judged by the worker) right under the field it came from: on a phone
 * the measure-and-judge panel of a screen with two instruments lies below the second, out of sight while typing in
 * the first. Its line is held empty until there is a reading, so that nothing below moves when one comes.
 */
export function ResultLine(props: { name: string; judgement: MeasurementModel['judgement'] | undefined }) {
  const intl = useIntl();
  const now = props.judgement?.now;
  const shown = now?.ok === true && now.status !== 'NoMeasurements' ? now : undefined;
  return (
    <p className="result-line" role="status" aria-label={intl.formatMessage(result, { name: props.name })}>
      {shown ? (
        <>
          <span className="result-line-wear">
            {intl.formatMessage(words.wear)}{' '}
            {shown.wearPercent === undefined
              ? '—'
              : keepTogether(formatPercent(shown.wearPercent, intl.locale))}
          </span>
          <StatusLabel status={shown.status} colour={shown.colour} textColour={shown.textColour} />
        </>
      ) : null}
    </p>
  );
}
