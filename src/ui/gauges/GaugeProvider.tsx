/// <reference types="web-bluetooth" />
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { defineMessage, useIntl, type IntlShape } from 'react-intl';
import { useToast } from '../shell/toast.tsx';
import {
  BATTERY_SERVICE,
  connectGauge,
  NORDIC_UART_SERVICE,
  type GaugeConnection,
  type GaugeState,
} from './ble-gauge.ts';

// The device's Bluetooth gauge (decision 0054): paired from the side menu's Gauges screen, remembered on the device (the
// browser keeps the permission; its id is kept here to find it again with getDevices), connected while the app runs.
// Its readings go to whatever takes them: the measuring run of the screen on show, as if typed + Enter.

/** Where the browser keeps the paired gauge's id between visits. */
const GAUGE_ID_KEY = 'inspect.gauge';

export interface GaugeStatus {
  readonly name: string;
  readonly state: GaugeState;
  /** %, null when the gauge does not say, undefined until known. */
  readonly battery: number | null | undefined;
  /** The last reading and the line it came from: "12.3444" from "0.486 in". */
  readonly last: { readonly mm: string; readonly line: string } | undefined;
}

interface Gauges {
  /** The engine has Web Bluetooth (Chromium on Android, Windows, ChromeOS, macOS, Linux). */
  readonly supported: boolean;
  readonly gauge: GaugeStatus | undefined;
  readonly pair: () => Promise<void>;
  readonly forget: () => Promise<void>;
  /** The measuring run takes readings: answers false when no reading's field has the focus. */
  readonly take: (sink: ((mm: string) => boolean) | undefined) => void;
}

const GaugeContext = createContext<Gauges | undefined>(undefined);

const bluetooth = (): Bluetooth | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).bluetooth;

const NOT_PLACED = defineMessage({
  id: 'rec.gauges.notPlaced',
  defaultMessage: 'Gauge reading not recorded: open the reading’s field first.',
});
const REFUSED = defineMessage<{ line: string }>({
  id: 'rec.gauges.refused',
  defaultMessage: 'Not a reading from the gauge: “{line}”.',
});

export function GaugeProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  // The toasts speak the language shown when a reading arrives; a change of language does not reconnect the gauge.
  const intl = useIntl();
  const words = useRef<IntlShape>(intl);
  useEffect(() => {
    words.current = intl;
  }, [intl]);
  const [gauge, setGauge] = useState<GaugeStatus | undefined>();
  const connection = useRef<GaugeConnection | undefined>(undefined);
  const device = useRef<BluetoothDevice | undefined>(undefined);
  const sink = useRef<((mm: string) => boolean) | undefined>(undefined);

  const attach = useCallback(
    (found: BluetoothDevice) => {
      connection.current?.close();
      device.current = found;
      const name = found.name ?? 'Gauge';
      setGauge({ name, state: 'connecting', battery: undefined, last: undefined });
      const update = (change: Partial<GaugeStatus>) => setGauge((g) => (g ? { ...g, ...change } : g));
      connection.current = connectGauge(found, {
        state: (state) => update({ state }),
        battery: (battery) => update({ battery }),
        reading: (reading) => {
          update({ last: { mm: reading.mm, line: reading.line } });
          if (!(sink.current?.(reading.mm) ?? false))
            toast('warning', words.current.formatMessage(NOT_PLACED));
        },
        refused: (line) => toast('warning', words.current.formatMessage(REFUSED, { line: line.line })),
      });
    },
    [toast],
  );

  // The gauge paired on an earlier visit, where the engine lets a page find it again.
  useEffect(() => {
    const ble = bluetooth();
    const id = localStorage.getItem(GAUGE_ID_KEY);
    if (!ble || id === null || typeof ble.getDevices !== 'function') return;
    let live = true;
    void ble
      .getDevices()
      .then((devices) => {
        const found = devices.find((d) => d.id === id);
        if (live && found) attach(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      connection.current?.close();
    };
  }, [attach]);

  const pair = useCallback(async () => {
    const ble = bluetooth();
    if (!ble) return;
    const found = await ble.requestDevice({
      filters: [{ services: [NORDIC_UART_SERVICE] }],
      optionalServices: [BATTERY_SERVICE],
    });
    localStorage.setItem(GAUGE_ID_KEY, found.id);
    attach(found);
  }, [attach]);

  const forget = useCallback(async () => {
    connection.current?.close();
    connection.current = undefined;
    localStorage.removeItem(GAUGE_ID_KEY);
    const paired = device.current;
    device.current = undefined;
    setGauge(undefined);
    if (paired && typeof paired.forget === 'function') await paired.forget().catch(() => undefined);
  }, []);

  const take = useCallback((next: ((mm: string) => boolean) | undefined) => {
    sink.current = next;
  }, []);

  const value = useMemo(
    () => ({ supported: bluetooth() !== undefined, gauge, pair, forget, take }),
    [gauge, pair, forget, take],
  );
  return <GaugeContext.Provider value={value}>{children}</GaugeContext.Provider>;
}

/** The gauges, where the app shell is around (undefined in a screen shown alone). */
export function useGauges(): Gauges | undefined {
  return useContext(GaugeContext);
}
