import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PLANNER_PAGE_SIZE } from '../../rules/planner.ts';
import type { PlannerFilter, PlannerPage, PlannerRow } from '../../worker/contract.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { ActionLabel } from './ActionLabel.tsx';
import { saveFile } from '../shell/save-file.ts';
import { TrendSheet } from './TrendSheet.tsx';
import { countText, judgingText, moreText, onDate, plannerWords as words } from './planner-words.ts';

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
  const intl = useIntl();
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
      aria-label={intl.formatMessage(words.components)}
      aria-busy={props.pending}
      data-filter={JSON.stringify(props.filter)}
      className={props.pending ? 'results stale' : 'results'}
    >
      <div className="toolbar planner-count">
        <p role="status" className="grow">
          {page === undefined
            ? intl.formatMessage(words.loading)
            : waiting
              ? intl.formatMessage(judgingText, { judged: judging.judged, of: judging.of })
              : intl.formatMessage(countText, { total: page.total, fleet: page.fleetTotal })}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => void exportCsv()}
          disabled={exporting === 'busy' || page === undefined || page.total === 0}
        >
          {intl.formatMessage(exporting === 'busy' ? words.exporting : words.exportCsv)}
        </button>
      </div>
      {exporting === 'failed' ? <p className="error-text">{intl.formatMessage(words.csvFailed)}</p> : null}
      {waiting ? (
        <progress className="planner-progress" max={judging.of} value={judging.judged} aria-hidden="true" />
      ) : null}
      {page !== undefined && page.rows.length === 0 && !waiting ? (
        <p className="empty-state">
          {intl.formatMessage(page.fleetTotal === 0 ? words.empty : words.noMatch)}
        </p>
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
            {intl.formatMessage(moreText, {
              more: Math.min(PLANNER_PAGE_SIZE, page.total - page.rows.length),
              shown: page.rows.length,
              total: page.total,
            })}
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
    const intl = useIntl();
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
              <span className="muted">{intl.formatMessage(words.wear)} </span>
              <strong>{row.wear === '' ? '—' : row.wear}</strong>
              <span className="muted"> {intl.formatMessage(onDate, { date: row.readingDate })}</span>
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
    a.row.action.label === b.row.action.label &&
    a.row.component === b.row.component &&
    a.row.action.colour === b.row.action.colour &&
    a.row.forecast100 === b.row.forecast100 &&
    a.row.forecast120 === b.row.forecast120 &&
    a.row.readingDate === b.row.readingDate,
);
