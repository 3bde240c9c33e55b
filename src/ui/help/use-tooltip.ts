import { normaliseTooltipKey } from '../../rules/index.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';

/** One help tip from the tooltips table (undefined while loading or when there is none). */
export function useTooltip(key: string) {
  const normalised = normaliseTooltipKey(key);
  return useEngineQuery({
    queryKey: ['tooltip', normalised],
    query: (engine) => engine.getTooltip(normalised),
  });
}
