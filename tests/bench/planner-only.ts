import { runOnlyBench, type OnlyBenchOptions } from './only-bench.ts';
import { measurePlanner, plannerKeys } from './planner-bench.ts';
import { plannerRows } from './report.ts';

// `npm run bench -- --only planner [--scale demo|large] [--port P] [--out FILE]`: only the fleet planner's figures.
// The app syncs the fleet in a browser profile, then the planner measures (planner-bench.ts), opened first while
// the fleet is still judged. Prints the planner rows of the table; writes the planner keys of the bench JSON.

export function runPlannerBench(options: OnlyBenchOptions): Promise<void> {
  return runOnlyBench(options, {
    title: 'Fleet planner',
    rawKey: 'planner',
    measure: (page, log) => {
      log('the fleet planner, CPU 4x');
      return measurePlanner(page, { afterSync: true });
    },
    keys: plannerKeys,
    rows: plannerRows,
  });
}
