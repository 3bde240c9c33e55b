import { describe, expect, it, vi } from 'vitest';
import type { EngineListener } from '../engine-status.ts';
import type { Engine } from '../engine.ts';
import { InspectorWork } from '../inspector-work.ts';
import { judgeFleetInBackground } from './planner-background.ts';
import { plannerStore } from './planner-store.ts';

const schedule = vi.fn();
vi.mock('./planner-store.ts', () => ({ plannerStore: vi.fn(() => ({ schedule })) }));

function fakeHost() {
  let listener: EngineListener = () => undefined;
  const engine = {} as Engine;
  return {
    host: {
      subscribe(next: EngineListener) {
        listener = next;
        return () => undefined;
      },
      engine,
      inspectorWork: new InspectorWork(),
    },
    tell: (kind: 'starting' | 'ready') =>
      listener({ type: 'state', state: kind === 'ready' ? { kind, schemaVersion: 1 } : { kind } }),
  };
}

describe('judgeFleetInBackground', () => {
  it('starts judging the fleet once the database is open, not before', async () => {
    const { host, tell } = fakeHost();
    judgeFleetInBackground(host);
    tell('starting');
    await vi.dynamicImportSettled();
    expect(schedule).not.toHaveBeenCalled();
    tell('ready');
    await vi.waitFor(() => expect(schedule).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(plannerStore).toHaveBeenCalledWith(host.engine, host.inspectorWork);
  });

  it("counts the open as the screens' work: the judging waits for their quiet before it begins", () => {
    const { host, tell } = fakeHost();
    judgeFleetInBackground(host);
    expect(host.inspectorWork.idleMs()).toBe(Infinity);
    tell('ready');
    expect(host.inspectorWork.idleMs()).toBeLessThan(1_000);
  });
});
