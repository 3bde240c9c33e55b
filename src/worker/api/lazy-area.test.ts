import { describe, expect, it, vi } from 'vitest';
import { lazyArea } from './lazy-area.ts';

const makeArea = () => ({
  double: async (n: number) => n * 2,
  greet: async (name: string, excited: boolean) => `hello ${name}${excited ? '!' : ''}`,
});

describe('lazyArea', () => {
  it('loads the area on the first call only, and answers as the area does', async () => {
    const load = vi.fn(async () => makeArea());
    const area = lazyArea(load, { double: true, greet: true });
    expect(load).not.toHaveBeenCalled();
    expect(await area.double(21)).toBe(42);
    expect(await area.greet('Ana', true)).toBe('hello Ana!');
    expect(load).toHaveBeenCalledOnce();
  });

  it('passes on the area’s errors and tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof makeArea>>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue(makeArea());
    const area = lazyArea(load, { double: true, greet: true });
    await expect(area.double(1)).rejects.toThrow('chunk failed to load');
    expect(await area.double(2)).toBe(4);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
