import { afterEach, describe, expect, it, vi } from 'vitest';
import { InspectorWork, markingInspectorWork } from './inspector-work.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe("the inspector's work, as the engine sees it (decision 0110)", () => {
  it('has been idle for good until a screen asks for something, then counts from that call', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const work = new InspectorWork();
    expect(work.idleMs()).toBe(Infinity);
    const area = markingInspectorWork(
      {
        label: 'recording',
        saved: [] as string[],
        save(value: string) {
          this.saved.push(value);
          return `saved ${value}`;
        },
      },
      work,
    );
    vi.advanceTimersByTime(5_000);
    expect(work.idleMs()).toBe(Infinity);
    // The call runs as the area's own, with what it answers.
    expect(area.save('41.5')).toBe('saved 41.5');
    expect(area.saved).toEqual(['41.5']);
    expect(area.label).toBe('recording');
    expect(work.idleMs()).toBe(0);
    vi.advanceTimersByTime(1_500);
    expect(work.idleMs()).toBe(1_500);
  });
});
