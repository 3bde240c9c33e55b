import { useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { withDecimalMark } from '../../rules/locale-format.ts';
import { useGauges, type GaugeStatus } from './GaugeProvider.tsx';

const STATE_WORDS: Readonly<Record<GaugeStatus['state'], MessageDescriptor>> = defineMessages({
  connecting: { id: 'rec.gauges.connecting', defaultMessage: 'Connecting…' },
  connected: { id: 'rec.gauges.connected', defaultMessage: 'Connected' },
  asleep: { id: 'rec.gauges.asleep', defaultMessage: 'Asleep: it reconnects when the gauge wakes' },
  reconnecting: { id: 'rec.gauges.reconnecting', defaultMessage: 'Reconnecting…' },
});
const words = defineMessages({
  title: { id: 'rec.gauges.title', defaultMessage: 'Gauges' },
  keyboard: { id: 'rec.gauges.keyboard', defaultMessage: 'Keyboard gauges' },
  keyboardLine: {
    id: 'rec.gauges.keyboard.line',
    defaultMessage:
      'A gauge that types (USB, or Bluetooth in keyboard mode) needs no pairing. Open the first reading’s field and measure: the gauge types the reading and Enter, it is saved, and the next empty reading of the side comes up.',
  },
  bluetooth: { id: 'rec.gauges.bluetooth', defaultMessage: 'Bluetooth gauges' },
  noBluetooth: {
    id: 'rec.gauges.noBluetooth',
    defaultMessage:
      'This browser cannot connect to Bluetooth gauges (Firefox and Safari, so any iPad, cannot). Keyboard gauges work: set the gauge to keyboard mode.',
  },
  paired: { id: 'rec.gauges.paired', defaultMessage: 'Paired gauge' },
  gauge: { id: 'rec.gauges.gauge', defaultMessage: 'Gauge' },
  state: { id: 'rec.gauges.state', defaultMessage: 'State' },
  battery: { id: 'rec.gauges.battery', defaultMessage: 'Battery' },
  noBattery: { id: 'rec.gauges.noBattery', defaultMessage: 'Not given by this gauge' },
  last: { id: 'rec.gauges.last', defaultMessage: 'Last reading' },
  noneYet: { id: 'rec.gauges.noneYet', defaultMessage: 'None yet' },
  forget: { id: 'rec.gauges.forget', defaultMessage: 'FORGET GAUGE' },
  pairLine: {
    id: 'rec.gauges.pair.line',
    defaultMessage:
      'Gauges that send readings as text over Bluetooth (the Nordic UART service), in mm or inches. Pair once; this device remembers the gauge and reconnects when it wakes.',
  },
  pair: { id: 'rec.gauges.pair', defaultMessage: 'PAIR A GAUGE' },
});
const notPaired = defineMessage<{ reason: string }>({
  id: 'rec.gauges.notPaired',
  defaultMessage: 'Not paired: {reason}',
});
const sentAs = defineMessage<{ line: string }>({
  id: 'rec.gauges.sentAs',
  defaultMessage: ' (sent as “{line}”)',
});

/**
 * /gauges (decision 0054), from the side menu: how a gauge sends readings to a measuring run. A keyboard gauge needs
 * nothing here; a Bluetooth gauge on the Nordic UART service is paired once and remembered on this device, where the
 * browser has Web Bluetooth. Where it has not (Firefox, Safari and so every iPad), it says so and offers no pairing.
 */
export default function GaugesScreen() {
  const gauges = useGauges();
  const intl = useIntl();
  const say = intl.formatMessage;
  const [failure, setFailure] = useState<string | undefined>();
  const pair = () => {
    setFailure(undefined);
    gauges?.pair().catch((error: unknown) => {
      // Closing the browser's chooser is not a failure
      if (error instanceof DOMException && error.name === 'NotFoundError') return;
      setFailure(say(notPaired, { reason: error instanceof Error ? error.message : String(error) }));
    });
  };
  const gauge = gauges?.gauge;
  return (
    <div className="page narrow gauges">
      <h1>{say(words.title)}</h1>
      <section aria-labelledby="keyboard-gauges">
        <h2 id="keyboard-gauges">{say(words.keyboard)}</h2>
        <p>{say(words.keyboardLine)}</p>
      </section>
      <section aria-labelledby="bluetooth-gauges">
        <h2 id="bluetooth-gauges">{say(words.bluetooth)}</h2>
        {!gauges?.supported ? (
          <p data-testid="no-bluetooth">{say(words.noBluetooth)}</p>
        ) : gauge ? (
          <>
            <dl className="gauge-status" aria-label={say(words.paired)}>
              <dt>{say(words.gauge)}</dt>
              <dd>{gauge.name}</dd>
              <dt>{say(words.state)}</dt>
              <dd data-testid="gauge-state">{say(STATE_WORDS[gauge.state])}</dd>
              <dt>{say(words.battery)}</dt>
              <dd>
                {gauge.battery === undefined
                  ? '—'
                  : gauge.battery === null
                    ? say(words.noBattery)
                    : `${gauge.battery} %`}
              </dd>
              <dt>{say(words.last)}</dt>
              <dd data-testid="gauge-last">
                {gauge.last
                  ? `${withDecimalMark(gauge.last.mm, intl.locale)} mm${gauge.last.line.replace(/\s/g, '') === `${gauge.last.mm}mm` ? '' : say(sentAs, { line: gauge.last.line })}`
                  : say(words.noneYet)}
              </dd>
            </dl>
            <button type="button" className="button" onClick={() => void gauges.forget()}>
              {say(words.forget)}
            </button>
          </>
        ) : (
          <>
            <p>{say(words.pairLine)}</p>
            <button type="button" className="button primary" onClick={pair}>
              {say(words.pair)}
            </button>
          </>
        )}
        {failure ? (
          <p role="alert" className="field-message">
            {failure}
          </p>
        ) : null}
      </section>
    </div>
  );
}
