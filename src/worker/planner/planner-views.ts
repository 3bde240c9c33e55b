// What the planner's screen is handed: a page of rows, the filters' choices, the shutdown plan and a component's
// trend, each worked out here from the planner's list so only a page crosses to the screen. Numbers and dates are
// written by the rules' words (forecastText, formatDay), as on the measuring screen.
import type { Translator } from '../../i18n/catalogues.ts';
import { reportWordsOf, type ReportWords } from '../../report/report-words.ts';
import { wearTrendChartSvg } from '../../report/wear-trend-chart.ts';
import { ACTION_SEVERITY_ORDER, type ActionView } from '../../rules/action-severity.ts';
import { forecastText, formatDay, formatPercent } from '../../rules/judgement-text.ts';
import { reachedBy } from '../../rules/planner.ts';
import { wordsShown } from '../language.ts';
import type { PlannerEntry } from './planner-index.ts';
import type { ShutdownPlanRequest } from './planner-request.ts';
import type { PlannerProgress } from './planner-store.ts';

/** One row of the planner's list, as the screen shows it. */
export interface PlannerRow {
  readonly rowId: string;
  readonly machine: string;
  readonly customer: string;
  readonly site: string;
  readonly assetType: string;
  /** "Left · Load Rollers · Position 2" */
  readonly component: string;
  readonly partName: string | null;
  /** "82.5 %", or "" when the wear could not be worked out. */
  readonly wear: string;
  readonly action: ActionView;
  /** "6,120 h (≈ 03 Feb 27)", "Not enough data", "Wear is not rising". */
  readonly forecast100: string;
  readonly forecast120: string;
  readonly readingDate: string;
  readonly lastInspectionExternalId: string;
}

export interface PlannerChoices {
  readonly customers: readonly string[];
  readonly sites: readonly string[];
  readonly assetTypes: readonly string[];
  readonly components: readonly string[];
  readonly actions: readonly { readonly name: string; readonly label: string }[];
}

export interface PlannerPage {
  readonly rows: readonly PlannerRow[];
  /** Rows matching the filters. */
  readonly total: number;
  /** Rows of the whole fleet. */
  readonly fleetTotal: number;
  readonly choices: PlannerChoices;
  /**
   * The fleet's judging under way ("Judging the fleet… 120 of 400 machines"). Until it has been through the fleet
   * once the page holds no rows.
   */
  readonly judging: PlannerProgress | null;
}

export interface PlannerTrend {
  readonly rowId: string;
  readonly machine: string;
  readonly component: string;
  readonly wear: string;
  readonly action: ActionView;
  readonly forecast100: string;
  readonly forecast120: string;
  /** The wear trend chart the report draws; null with fewer than two readings. */
  readonly chartSvg: string | null;
  readonly lastInspectionExternalId: string;
}

export interface ShutdownItem {
  readonly rowId: string;
  readonly component: string;
  readonly partName: string | null;
  readonly wear: string;
  readonly action: ActionView;
  /** 120 when it passes 120 % by the shutdown, else 100. */
  readonly level: 100 | 120;
  readonly forecast100: string;
  readonly forecast120: string;
}

export interface ComponentCount {
  readonly component: string;
  readonly at100: number;
  readonly at120: number;
}

export interface ShutdownMachine {
  readonly assetId: number;
  readonly machine: string;
  readonly customer: string;
  readonly site: string;
  readonly lastInspectionExternalId: string;
  readonly counts: readonly ComponentCount[];
  readonly items: readonly ShutdownItem[];
}

export interface ShutdownPlan {
  /** The shutdown's day, YYYY-MM-DD, and as written ("01 Dec 26"). */
  readonly date: string;
  readonly dateText: string;
  readonly machines: readonly ShutdownMachine[];
  /** Machines with something passing 100 % by then (the page may show fewer). */
  readonly machineTotal: number;
  /** Across the fleet's matching machines, per component type. */
  readonly totals: readonly ComponentCount[];
  /** The fleet's judging under way; until it has been through the fleet once the plan is empty. */
  readonly judging: PlannerProgress | null;
}

// The planner's words are the report's (decision 0065), in the language the UI shows; made once per language.
let shown: { t: Translator; w: ReportWords } | undefined;
export function plannerWords(): ReportWords {
  const t = wordsShown();
  if (shown?.t !== t) shown = { t, w: reportWordsOf(t) };
  return shown.w;
}

const formatWear = (n: number | null, w: ReportWords) => (n === null ? '' : formatPercent(n, w.locale));

/** A side in the planner's language ("Left" → "Izquierdo"); the stored side stays "Left". */
export const sideText = (side: string, w: ReportWords): string =>
  side === 'Left' ? w.left : side === 'Right' ? w.right : side;

export function componentText(
  entry: Pick<PlannerEntry, 'side' | 'component' | 'place'>,
  w: ReportWords = plannerWords(),
): string {
  return [
    entry.side === null ? null : sideText(entry.side, w),
    w.partName(entry.component),
    w.partName(entry.place),
  ]
    .filter((s) => s !== null && s !== '')
    .join(' · ');
}

/** An action with its label in the planner's language; its name (what filters and colours go by) unchanged. */
const actionShown = (action: ActionView, w: ReportWords): ActionView => ({
  ...action,
  label: w.actionName(action),
});

export function plannerRow(entry: PlannerEntry, w: ReportWords = plannerWords()): PlannerRow {
  return {
    rowId: entry.rowId,
    machine: entry.machine.name,
    customer: entry.machine.customer,
    site: entry.machine.site,
    assetType: entry.machine.assetType,
    component: componentText(entry, w),
    // The catalogue part's type in the language ("PC5500 Zapata"); model and size as stored.
    partName: entry.partName === null ? null : w.partName(entry.partName),
    wear: formatWear(entry.wearPercent, w),
    action: actionShown(entry.action, w),
    forecast100: forecastText(entry.forecast, 100, w.forecastWords),
    forecast120: forecastText(entry.forecast, 120, w.forecastWords),
    readingDate: formatDay(entry.readingDate, w.locale),
    lastInspectionExternalId: entry.lastInspectionExternalId,
  };
}

const rank = (order: readonly string[], name: string) => {
  const i = order.indexOf(name);
  return i === -1 ? order.length : i;
};

/** The filters' choices; the actions most severe first, as the measuring screen ranks them. */
export function plannerChoices(choices: {
  customers: readonly string[];
  sites: readonly string[];
  assetTypes: readonly string[];
  components: readonly string[];
  actions: readonly ActionView[];
}): PlannerChoices {
  const order: readonly string[] = ACTION_SEVERITY_ORDER;
  const w = plannerWords();
  return {
    ...choices,
    actions: choices.actions
      .map((action) => ({ name: action.name, label: w.actionName(action) }))
      .sort((a, b) => rank(order, a.name) - rank(order, b.name)),
  };
}

export const NO_CHOICES: PlannerChoices = {
  customers: [],
  sites: [],
  assetTypes: [],
  components: [],
  actions: [],
};

export function plannerTrend(entry: PlannerEntry): PlannerTrend {
  const w = plannerWords();
  const row = plannerRow(entry, w);
  return {
    rowId: entry.rowId,
    machine: row.machine,
    component: row.component,
    wear: row.wear,
    action: row.action,
    forecast100: row.forecast100,
    forecast120: row.forecast120,
    // The report draws a chart from two readings on; the same picture, title and forecast line here.
    chartSvg:
      entry.readings.length < 2
        ? null
        : wearTrendChartSvg({
            title: `${entry.machine.name} · ${row.component}`,
            points: entry.readings,
            forecast: entry.line,
            words: w.chartWords,
          }),
    lastInspectionExternalId: entry.lastInspectionExternalId,
  };
}

// A component already worn past a level has passed it, whatever its forecast says.
const passes = (e: PlannerEntry, level: 100 | 120, day: string) =>
  (e.wearPercent !== null && e.wearPercent >= level) ||
  reachedBy(level === 100 ? (e.forecast.dateAt100 ?? null) : (e.forecast.dateAt120 ?? null), day);

function countsOf(items: readonly { component: string; level: 100 | 120 }[]): ComponentCount[] {
  const counts = new Map<string, { at100: number; at120: number }>();
  for (const item of items) {
    const c = counts.get(item.component) ?? { at100: 0, at120: 0 };
    c.at100 += 1;
    if (item.level === 120) c.at120 += 1;
    counts.set(item.component, c);
  }
  return [...counts]
    .map(([component, c]) => ({ component, ...c }))
    .sort((a, b) => (a.component < b.component ? -1 : 1));
}

/**
 * What passes 100 % (and 120 %) worn by the shutdown, by machine, the machines with the most first, of the entries the
 * filters kept (soonest first).
 */
export function shutdownPlan(
  entries: readonly PlannerEntry[],
  request: ShutdownPlanRequest,
  judging: PlannerProgress | null = null,
): ShutdownPlan {
  const byMachine = new Map<
    number,
    { entries: PlannerEntry[]; items: (ShutdownItem & { type: string })[] }
  >();
  const w = plannerWords();
  for (const e of entries) {
    if (!passes(e, 100, request.date)) continue;
    const row = plannerRow(e, w);
    let group = byMachine.get(e.machine.assetId);
    if (group === undefined) byMachine.set(e.machine.assetId, (group = { entries: [], items: [] }));
    group.entries.push(e);
    group.items.push({
      rowId: e.rowId,
      type: e.component,
      component: row.component,
      partName: row.partName,
      wear: row.wear,
      action: row.action,
      level: passes(e, 120, request.date) ? 120 : 100,
      forecast100: row.forecast100,
      forecast120: row.forecast120,
    });
  }
  const machines = [...byMachine.values()]
    .map(({ entries: list, items }) => {
      const first = list[0] as PlannerEntry;
      return {
        assetId: first.machine.assetId,
        machine: first.machine.name,
        customer: first.machine.customer,
        site: first.machine.site,
        lastInspectionExternalId: first.lastInspectionExternalId,
        counts: countsOf(items.map((i) => ({ component: i.type, level: i.level }))),
        items: items.map(({ type: _type, ...item }) => item),
      };
    })
    .sort((a, b) => b.items.length - a.items.length || (a.machine < b.machine ? -1 : 1));
  const all = [...byMachine.values()].flatMap((g) =>
    g.items.map((i) => ({ component: i.type, level: i.level })),
  );
  return {
    date: request.date,
    dateText: formatDay(`${request.date}T00:00:00Z`, w.locale),
    machines: machines.slice(0, request.limit),
    machineTotal: machines.length,
    totals: countsOf(all),
    judging,
  };
}
