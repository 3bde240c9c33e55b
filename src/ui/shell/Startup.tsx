import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useEngine } from '../engine/EngineProvider.tsx';
import { runStartup } from './startup.ts';

/** Runs the startup steps once, on the first mount (shell spec §4 Startup). */
export function Startup() {
  const { engine } = useEngine();
  const queryClient = useQueryClient();
  useEffect(() => runStartup(engine, queryClient), [engine, queryClient]);
  return null;
}
