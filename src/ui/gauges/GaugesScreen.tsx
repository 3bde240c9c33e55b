import { useState } from 'react';
import { useGauges, type GaugeStatus } from './GaugeProvider.tsx';

const STATE_WORDS: Readonly<Record<GaugeStatus['state'], string>> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  asleep: 'Asleep: it reconnects when the gauge wakes',
  reconnecting: 'Reconnecting…',
};

/**
 * /gauges (decision 0054), from the side menu: how a gauge sends readings to a measuring run. A keyboard gauge needs
 * nothing here; a Bluetooth gauge on the Nordic UART service is paired once and remembered on this device, where the
 * browser has Web Bluetooth. Where it has not (Firefox, Safari and so every iPad), it says so and offers no pairing.
 */
export default function GaugesScreen() {
  const gauges = useGauges();
  const [failure, setFailure] = useState<string | undefined>();
  const pair = () => {
    setFailure(undefined);
    gauges?.pair().catch((error: unknown) => {
      // Closing the browser's chooser is not a failure
      if (error instanceof DOMException && error.name === 'NotFoundError') return;
      setFailure(`Not paired: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  const gauge = gauges?.gauge;
  return (
    <div className="page narrow gauges">
      <h1>Gauges</h1>
      <section aria-labelledby="keyboard-gauges">
        <h2 id="keyboard-gauges">Keyboard gauges</h2>
        <p>
          A gauge that types (USB, or Bluetooth in keyboard mode) needs no pairing. Open the first reading’s
          field and measure: the gauge types the reading and Enter, it is saved, and the next empty reading of
          the side comes up.
        </p>
      </section>
      <section aria-labelledby="bluetooth-gauges">
        <h2 id="bluetooth-gauges">Bluetooth gauges</h2>
        {!gauges?.supported ? (
          <p data-testid="no-bluetooth">
            This browser cannot connect to Bluetooth gauges (Firefox and Safari, so any iPad, cannot).
            Keyboard gauges work: set the gauge to keyboard mode.
          </p>
        ) : gauge ? (
          <>
            <dl className="gauge-status" aria-label="Paired gauge">
              <dt>Gauge</dt>
              <dd>{gauge.name}</dd>
              <dt>State</dt>
              <dd data-testid="gauge-state">{STATE_WORDS[gauge.state]}</dd>
              <dt>Battery</dt>
              <dd>
                {gauge.battery === undefined
                  ? '—'
                  : gauge.battery === null
                    ? 'Not given by this gauge'
                    : `${gauge.battery} %`}
              </dd>
              <dt>Last reading</dt>
              <dd data-testid="gauge-last">
                {gauge.last
                  ? `${gauge.last.mm} mm${gauge.last.line.replace(/\s/g, '') === `${gauge.last.mm}mm` ? '' : ` (sent as “${gauge.last.line}”)`}`
                  : 'None yet'}
              </dd>
            </dl>
            <button type="button" className="button" onClick={() => void gauges.forget()}>
              FORGET GAUGE
            </button>
          </>
        ) : (
          <>
            <p>
              Gauges that send readings as text over Bluetooth (the Nordic UART service), in mm or inches.
              Pair once; this device remembers the gauge and reconnects when it wakes.
            </p>
            <button type="button" className="button primary" onClick={pair}>
              PAIR A GAUGE
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
