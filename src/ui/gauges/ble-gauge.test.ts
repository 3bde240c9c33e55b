/// <reference types="web-bluetooth" />
import { describe, expect, it } from 'vitest';
import type { GaugeReading, RefusedLine } from '../../rules/index.ts';
import {
  BATTERY_SERVICE,
  connectGauge,
  NORDIC_UART_SERVICE,
  NORDIC_UART_TX,
  RECONNECT_WAITS_MS,
  type GaugeState,
  type Timers,
} from './ble-gauge.ts';

// The adapter against a fake at its boundary: a BluetoothDevice whose GATT server offers the Nordic UART service,
// its TX characteristic an event target that notifies bytes as a gauge does (Chromium's BluetoothEmulation here
// cannot deliver notifications: docs/decisions/0054-measuring-run.md).

class FakeCharacteristic extends EventTarget {
  value: DataView | undefined;
  notifying = false;
  readonly initial: number | undefined;
  constructor(initial?: number) {
    super();
    this.initial = initial;
  }
  startNotifications() {
    this.notifying = true;
    return Promise.resolve(this);
  }
  readValue() {
    return Promise.resolve(new DataView(new Uint8Array([this.initial ?? 0]).buffer));
  }
  /** The gauge sends bytes. */
  notify(bytes: Uint8Array) {
    this.value = new DataView(bytes.buffer);
    this.dispatchEvent(new Event('characteristicvaluechanged'));
  }
}

function fakeGauge(options: { battery?: number } = {}) {
  const tx = new FakeCharacteristic();
  const level = new FakeCharacteristic(options.battery);
  const device = new EventTarget() as EventTarget & { gatt: unknown; connects: number; failNext: boolean };
  device.connects = 0;
  device.failNext = false;
  const server = {
    connected: false,
    getPrimaryService: (uuid: string) => {
      if (uuid === NORDIC_UART_SERVICE)
        return Promise.resolve({
          getCharacteristic: (c: string) =>
            c === NORDIC_UART_TX ? Promise.resolve(tx) : Promise.reject(new Error('NotFound')),
        });
      if (uuid === BATTERY_SERVICE && options.battery !== undefined)
        return Promise.resolve({ getCharacteristic: () => Promise.resolve(level) });
      return Promise.reject(new Error('NotFoundError'));
    },
  };
  device.gatt = {
    get connected() {
      return server.connected;
    },
    connect: () => {
      device.connects += 1;
      if (device.failNext) {
        device.failNext = false;
        return Promise.reject(new Error('NetworkError'));
      }
      server.connected = true;
      return Promise.resolve(server);
    },
    disconnect: () => {
      server.connected = false;
    },
  };
  const sleep = () => {
    server.connected = false;
    device.dispatchEvent(new Event('gattserverdisconnected'));
  };
  return { device: device as unknown as BluetoothDevice, tx, level, sleep, raw: device };
}

/** Timers run by the test: each wait is recorded and run on demand. */
function manualTimers() {
  const waits: number[] = [];
  const pending: (() => void)[] = [];
  const timers: Timers = {
    set: (run, ms) => {
      waits.push(ms);
      pending.push(run);
      return pending.length;
    },
    clear: () => undefined,
  };
  return { timers, waits, runNext: () => pending.shift()?.() };
}

function listen() {
  const states: GaugeState[] = [];
  const readings: GaugeReading[] = [];
  const refused: RefusedLine[] = [];
  const battery: (number | null)[] = [];
  return {
    states,
    readings,
    refused,
    battery,
    events: {
      state: (s: GaugeState) => states.push(s),
      reading: (r: GaugeReading) => readings.push(r),
      refused: (l: RefusedLine) => refused.push(l),
      battery: (b: number | null) => battery.push(b),
    },
  };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a Nordic UART gauge (decision 0054)', () => {
  it('turns notified text into readings, lines split across notifications, inches in mm, junk refused', async () => {
    const gauge = fakeGauge({ battery: 83 });
    const heard = listen();
    connectGauge(gauge.device, heard.events, manualTimers().timers);
    await settle();
    expect(heard.states).toEqual(['connecting', 'connected']);
    expect(gauge.tx.notifying).toBe(true);
    expect(heard.battery).toEqual([83]);
    gauge.tx.notify(bytes('12.'));
    gauge.tx.notify(bytes('34 mm\r\n0.486 in\n'));
    gauge.tx.notify(bytes('BATT LOW\n-3\n'));
    expect(heard.readings.map((r) => r.mm)).toEqual(['12.34', '12.3444']);
    expect(heard.refused.map((r) => r.line)).toEqual(['BATT LOW', '-3']);
    // A UTF-8 character split across two notifications is decoded whole (the decoder streams)
    const micro = bytes('5 µm\n');
    gauge.tx.notify(micro.slice(0, 3));
    gauge.tx.notify(micro.slice(3));
    expect(heard.refused.at(-1)?.line).toBe('5 µm');
    gauge.level.value = new DataView(new Uint8Array([80]).buffer);
    gauge.level.dispatchEvent(new Event('characteristicvaluechanged'));
    expect(heard.battery).toEqual([83, 80]);
  });

  it('says so when the gauge offers no battery', async () => {
    const heard = listen();
    connectGauge(fakeGauge().device, heard.events, manualTimers().timers);
    await settle();
    expect(heard.battery).toEqual([null]);
  });

  it('reconnects after the gauge sleeps, waiting longer after each failure, and stops when let go', async () => {
    const gauge = fakeGauge();
    const heard = listen();
    const clock = manualTimers();
    const connection = connectGauge(gauge.device, heard.events, clock.timers);
    await settle();
    gauge.sleep();
    expect(heard.states.at(-1)).toBe('asleep');
    gauge.raw.failNext = true;
    clock.runNext();
    expect(heard.states.at(-1)).toBe('reconnecting');
    await settle();
    expect(heard.states.at(-1)).toBe('asleep');
    clock.runNext();
    await settle();
    expect(heard.states.at(-1)).toBe('connected');
    expect(clock.waits).toEqual([RECONNECT_WAITS_MS[0], RECONNECT_WAITS_MS[1]]);
    expect(gauge.raw.connects).toBe(3);
    // Readings flow again on the new connection, once each
    gauge.tx.notify(bytes('46\n'));
    expect(heard.readings.map((r) => r.mm)).toEqual(['46']);
    connection.close();
    gauge.sleep();
    expect(clock.waits).toHaveLength(2);
  });
});
