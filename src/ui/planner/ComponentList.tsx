import { memo, useState } from 'react';
import {
  PLANNER_EMPTY,
  PLANNER_NO_MATCH,
  PLANNER_PAGE_SIZE,
  plannerJudgingText,
} from '../../rules/planner.ts';
import type { PlannerFilter, PlannerPage, PlannerRow } from '../../worker/contract.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { ActionLabel } from './ActionLabel.tsx';
import { saveFile } from '../shell/save-file.ts';
import { TrendSheet } from './TrendSheet.tsx';

/**
 * The fleet's components, soonest to 100 % first, a page at a time; tap one for its trend; the list as CSV. Drawn
 * again only when its own props change, not on every keystroke of the filters above it.
 */
export const ComponentList = memo(function ComponentList(props: {
  filter: PlannerFilter;
  page: PlannerPage | undefined;
  onMore: () => void;
  pending: boolean;
}) {
  const { engine } = useEngineHandle();
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const exportCsv = async () => {
    setExporting('busy');
    try {
      const file = await engine.plannerCsv(props.filter);
      saveFile(file.blob, file.fileName);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };
  const page = props.page;
  // The fleet's first judging (after the first sync) is under way: its progress, then the rows.
  const judging = page?.judging ?? null;
  const waiting = judging !== null && page?.fleetTotal === 0;
  return (
    <section
      aria-label="Components"
      aria-busy={props.pending}
      data-filter={JSON.stringify(props.filter)}
      className={props.pending ? 'results stale' : 'results'}
    >
      <div className="toolbar planner-count">
        <p role="status" className="grow">
          {page === undefined
            ? 'Loading…'
            : waiting
              ? plannerJudgingText(judging.judged, judging.of)
              : `${page.total.toLocaleString('en-US')} of ${page.fleetTotal.toLocaleString('en-US')} components`}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => void exportCsv()}
          disabled={exporting === 'busy' || page === undefined || page.total === 0}
        >
          {exporting === 'busy' ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {exporting === 'failed' ? <p className="error-text">The CSV could not be made. Try again.</p> : null}
      {waiting ? (
        <progress className="planner-progress" max={judging.of} value={judging.judged} aria-hidden="true" />
      ) : null}
      {page !== undefined && page.rows.length === 0 && !waiting ? (
        <p className="empty-state">{page.fleetTotal === 0 ? PLANNER_EMPTY : PLANNER_NO_MATCH}</p>
      ) : null}
      {page !== undefined && page.rows.length > 0 ? (
        <ul className="planner-list">
          {page.rows.map((row) => (
            <PlannerRowItem key={row.rowId} row={row} onOpen={setOpen} />
          ))}
        </ul>
      ) : null}
      {page !== undefined && page.rows.length < page.total ? (
        <p className="list-more">
          <button type="button" className="button" onClick={props.onMore}>
            Show {Math.min(PLANNER_PAGE_SIZE, page.total - page.rows.length)} more ({page.rows.length} of{' '}
            {page.total})
          </button>
        </p>
      ) : null}
      {open === null ? null : <TrendSheet rowId={open} onClose={() => setOpen(null)} />}
    </section>
  );
});

/** One row; drawn again only when what it shows changed (each keystroke's page comes as new objects). */
const PlannerRowItem = memo(
  function PlannerRowItem({ row, onOpen }: { row: PlannerRow; onOpen: (rowId: string) => void }) {
    return (
      <li>
        <button type="button" className="planner-row" onClick={() => onOpen(row.rowId)}>
          <span className="planner-row-head">
            <span className="card-title">{row.machine}</span>
            <ActionLabel action={row.action} />
          </span>
          <span>
            {row.component}
            {row.partName === null ? '' : ` · ${row.partName}`}
          </span>
          <span className="card-line">
            {row.site} · {row.customer} · {row.assetType}
          </span>
          <span className="planner-numbers">
            <span>
              <span className="muted">Wear </span>
              <strong>{row.wear === '' ? '—' : row.wear}</strong>
              <span className="muted"> on {row.readingDate}</span>
            </span>
            <span>
              <span className="muted">100 % </span>
              {row.forecast100}
            </span>
            <span>
              <span className="muted">120 % </span>
              {row.forecast120}
            </span>
          </span>
        </button>
      </li>
    );
  },
  (a, b) =>
    a.onOpen === b.onOpen &&
    a.row.rowId === b.row.rowId &&
    a.row.wear === b.row.wear &&
    a.row.action.name === b.row.action.name &&
    a.row.action.colour === b.row.action.colour &&
    a.row.forecast100 === b.row.forecast100 &&
    a.row.forecast120 === b.row.forecast120 &&
    a.row.readingDate === b.row.readingDate,
);
