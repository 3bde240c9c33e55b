/// <reference types="web-bluetooth" />
import { gaugeLines, type GaugeReading, type RefusedLine } from '../../rules/index.ts';

// A Bluetooth Low Energy gauge on the Nordic UART service (decision 0054): its TX characteristic notifies text lines,
// one reading a line. The adapter connects, turns notifications into readings (the parser is in src/rules), reads the
// battery where the gauge offers the standard Battery service, and reconnects when the gauge sleeps to save its cell
// (gattserverdisconnected), waiting longer each time, until it is let go.

export const NORDIC_UART_SERVICE = '6e400001-b5a3-f393-e0a9-e50e24dcca9e';
/** The gauge's transmit characteristic: it notifies what the gauge sends. */
export const NORDIC_UART_TX = '6e400003-b5a3-f393-e0a9-e50e24dcca9e';
export const BATTERY_SERVICE = 'battery_service';
export const BATTERY_LEVEL = 'battery_level';

/** connected; asleep (it went away, a reconnection is waiting); reconnecting (trying now); connecting (first time). */
export type GaugeState = 'connecting' | 'connected' | 'asleep' | 'reconnecting';

export interface GaugeEvents {
  readonly state: (state: GaugeState) => void;
  /** The battery in %, or null when the gauge does not offer it. */
  readonly battery: (percent: number | null) => void;
  readonly reading: (reading: GaugeReading) => void;
  readonly refused: (line: RefusedLine) => void;
}

/** The waits before each reconnection, then the last one again: a sleeping gauge is woken by its own button. */
export const RECONNECT_WAITS_MS: readonly number[] = [500, 1000, 2000, 4000, 8000, 15000];

export interface Timers {
  readonly set: (run: () => void, ms: number) => unknown;
  readonly clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A connected gauge: `close` lets it go (no more reconnections) and disconnects it. */
export interface GaugeConnection {
  readonly close: () => void;
}

/** Connects to the gauge and keeps it connected; readings and state go to `events`. */
export function connectGauge(
  device: BluetoothDevice,
  events: GaugeEvents,
  timers: Timers = browserTimers,
): GaugeConnection {
  let closed = false;
  let attempt = 0;
  let retry: unknown;
  let waiting = false;
  let rest = '';
  const decoder = new TextDecoder();
  let tx: BluetoothRemoteGATTCharacteristic | undefined;

  const onValue = (event: Event) => {
    const value = (event.target as BluetoothRemoteGATTCharacteristic).value;
    if (!value) return;
    const text = decoder.decode(value, { stream: true });
    const lines = gaugeLines(rest, text);
    rest = lines.rest;
    for (const line of lines.refused) events.refused(line);
    for (const reading of lines.readings) events.reading(reading);
  };

  const battery = async (server: BluetoothRemoteGATTServer) => {
    try {
      const service = await server.getPrimaryService(BATTERY_SERVICE);
      const level = await service.getCharacteristic(BATTERY_LEVEL);
      const read = (view: DataView | undefined) => {
        if (view && view.byteLength > 0) events.battery(view.getUint8(0));
      };
      read(await level.readValue());
      level.addEventListener('characteristicvaluechanged', () => read(level.value));
      await level.startNotifications().catch(() => undefined);
    } catch {
      // Not offered (or not allowed): nothing to show
      events.battery(null);
    }
  };

  const open = async () => {
    if (!device.gatt) throw new Error('This gauge has no GATT server');
    const server = await device.gatt.connect();
    const service = await server.getPrimaryService(NORDIC_UART_SERVICE);
    tx?.removeEventListener('characteristicvaluechanged', onValue);
    tx = await service.getCharacteristic(NORDIC_UART_TX);
    tx.addEventListener('characteristicvaluechanged', onValue);
    await tx.startNotifications();
    rest = '';
    attempt = 0;
    events.state('connected');
    await battery(server);
  };

  const reconnect = () => {
    // A failed connection can also fire gattserverdisconnected: one wait at a time
    if (closed || waiting) return;
    waiting = true;
    events.state('asleep');
    const wait = RECONNECT_WAITS_MS[Math.min(attempt, RECONNECT_WAITS_MS.length - 1)] ?? 15000;
    attempt += 1;
    retry = timers.set(() => {
      waiting = false;
      if (closed) return;
      events.state('reconnecting');
      open().catch(() => reconnect());
    }, wait);
  };

  const onDisconnected = () => reconnect();
  device.addEventListener('gattserverdisconnected', onDisconnected);
  events.state('connecting');
  open().catch(() => reconnect());

  return {
    close: () => {
      closed = true;
      timers.clear(retry);
      device.removeEventListener('gattserverdisconnected', onDisconnected);
      tx?.removeEventListener('characteristicvaluechanged', onValue);
      if (device.gatt?.connected) device.gatt.disconnect();
    },
  };
}
