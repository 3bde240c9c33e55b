import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  SHUTDOWN_DATE_REQUIRED,
  SHUTDOWN_EMPTY,
  SHUTDOWN_MAX_MACHINES,
  SHUTDOWN_PAGE_SIZE,
  plannerJudgingText,
} from '../../rules/planner.ts';
import type { ComponentCount, PlannerFilter } from '../../worker/contract.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { ActionLabel } from './ActionLabel.tsx';
import { saveFile } from '../shell/save-file.ts';

const DAY_MS = 86_400_000;
/** A month ahead: the usual distance to the next planned shutdown. */
const defaultDay = () => new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);

function Counts({ counts, caption }: { counts: readonly ComponentCount[]; caption: string }) {
  return (
    <table className="planner-counts">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Component</th>
          <th scope="col">Past 100 %</th>
          <th scope="col">Past 120 %</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((c) => (
          <tr key={c.component}>
            <th scope="row">{c.component}</th>
            <td>{c.at100}</td>
            <td>{c.at120}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Plan for a shutdown: what passes 100 % (and 120 %) worn by its day, by machine, with counts per component type. */
export function ShutdownView({ filter }: { filter: PlannerFilter }) {
  const { engine } = useEngineHandle();
  const [date, setDate] = useState(defaultDay);
  // The last whole date typed: the list stays on it while the field is being changed.
  const [asked, setAsked] = useState(date);
  const [limit, setLimit] = useState(SHUTDOWN_PAGE_SIZE);
  const [saving, setSaving] = useState<'idle' | 'busy' | 'failed'>('idle');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const { data, isPlaceholderData } = useEngineQuery({
    queryKey: ['planner-shutdown', asked, filter, limit],
    query: (e) => e.plannerShutdown({ ...filter, date: asked, limit }),
    keepPrevious: true,
  });
  const plan = valid ? data : undefined;
  const download = async () => {
    setSaving('busy');
    try {
      const file = await engine.plannerShutdownReport({ ...filter, date });
      saveFile(
        new Blob([file.bytes as Uint8Array<ArrayBuffer>], {
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }),
        file.fileName,
      );
      setSaving('idle');
    } catch {
      setSaving('failed');
    }
  };
  return (
    <section aria-label="Plan for a shutdown" className={isPlaceholderData ? 'results stale' : 'results'}>
      <div className="toolbar search-bar">
        <label className="field">
          <span>Shutdown date</span>
          <input
            type="date"
            value={date}
            aria-invalid={!valid}
            onChange={(e) => {
              setDate(e.target.value);
              if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) setAsked(e.target.value);
              setLimit(SHUTDOWN_PAGE_SIZE);
            }}
          />
        </label>
        <button
          type="button"
          className="button"
          disabled={!valid || saving === 'busy' || plan?.machineTotal === 0}
          onClick={() => void download()}
        >
          {saving === 'busy' ? 'Making the Word page…' : 'Download Word page'}
        </button>
      </div>
      {!valid ? <p className="error-text">{SHUTDOWN_DATE_REQUIRED}</p> : null}
      {saving === 'failed' ? <p className="error-text">The Word page could not be made. Try again.</p> : null}
      {plan === undefined ? null : plan.machineTotal === 0 && plan.judging !== null ? (
        <p role="status">{plannerJudgingText(plan.judging.judged, plan.judging.of)}</p>
      ) : plan.machineTotal === 0 ? (
        <p className="empty-state">{SHUTDOWN_EMPTY}</p>
      ) : (
        <>
          <p role="status">
            {plan.machineTotal} {plan.machineTotal === 1 ? 'machine has' : 'machines have'} components passing
            100 % worn by {plan.dateText}
          </p>
          <h2>Components to order</h2>
          <Counts
            counts={plan.totals}
            caption={`Components passing 100 % and 120 % worn by ${plan.dateText}`}
          />
          <ul className="planner-machines">
            {plan.machines.map((m) => (
              <li key={m.assetId} className="panel">
                <h3>{m.machine}</h3>
                <p className="card-line">
                  {m.site} · {m.customer}
                </p>
                <Counts counts={m.counts} caption={`${m.machine}: components passing 100 % and 120 % worn`} />
                <ul className="planner-items">
                  {m.items.map((item) => (
                    <li key={item.rowId}>
                      <span>
                        {item.component}
                        {item.partName === null ? '' : ` · ${item.partName}`}
                      </span>
                      <span>
                        <strong>{item.wear === '' ? '—' : item.wear}</strong> ·{' '}
                        {item.level === 120 ? 'past 120 %' : 'past 100 %'} ·{' '}
                        <span className="muted">100 % {item.forecast100}</span>
                      </span>
                      <ActionLabel action={item.action} />
                    </li>
                  ))}
                </ul>
                <Link
                  className="inline-link"
                  to="/inspections/$externalId"
                  params={{ externalId: m.lastInspectionExternalId }}
                >
                  Open the last inspection of {m.machine}
                </Link>
              </li>
            ))}
          </ul>
          {plan.machines.length < plan.machineTotal && limit < SHUTDOWN_MAX_MACHINES ? (
            <p className="list-more">
              <button
                type="button"
                className="button"
                onClick={() => setLimit((n) => Math.min(SHUTDOWN_MAX_MACHINES, n + SHUTDOWN_PAGE_SIZE))}
              >
                Show more machines ({plan.machines.length} of {plan.machineTotal})
              </button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
