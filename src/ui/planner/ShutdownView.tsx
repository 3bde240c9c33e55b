import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { partNameIn } from '../../i18n/part-names.ts';
import { SHUTDOWN_MAX_MACHINES, SHUTDOWN_PAGE_SIZE } from '../../rules/planner.ts';
import type { ComponentCount, PlannerFilter } from '../../worker/contract.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { DateInput } from '../recording/DateInput.tsx';
import { ActionLabel } from './ActionLabel.tsx';
import { saveFile } from '../shell/save-file.ts';
import {
  judgingText,
  machineCaption,
  machinesPassing,
  moreMachines,
  openLastOf,
  totalsCaption,
  plannerWords as words,
} from './planner-words.ts';

const DAY_MS = 86_400_000;
/** A month ahead: the usual distance to the next planned shutdown. */
const defaultDay = () => new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);

function Counts({ counts, caption }: { counts: readonly ComponentCount[]; caption: string }) {
  const intl = useIntl();
  return (
    <table className="planner-counts">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(words.component)}</th>
          <th scope="col">{intl.formatMessage(words.past100)}</th>
          <th scope="col">{intl.formatMessage(words.past120)}</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((c) => (
          <tr key={c.component}>
            <th scope="row">{partNameIn(intl, c.component)}</th>
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
  const intl = useIntl();
  const id = useId();
  const [date, setDate] = useState(defaultDay);
  // A typed text that is no date: its message instead of "date required".
  const [refused, setRefused] = useState<string | undefined>();
  // The last whole date typed: the list stays on it while the field is being changed.
  const [asked, setAsked] = useState(date);
  const [limit, setLimit] = useState(SHUTDOWN_PAGE_SIZE);
  const [saving, setSaving] = useState<'idle' | 'busy' | 'failed'>('idle');
  const valid = refused === undefined && /^\d{4}-\d{2}-\d{2}$/.test(date);
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
    <section
      aria-label={intl.formatMessage(words.shutdown)}
      className={isPlaceholderData ? 'results stale' : 'results'}
    >
      <div className="toolbar search-bar">
        <div className="field">
          <label htmlFor={`${id}-date`}>{intl.formatMessage(words.shutdownDate)}</label>
          <DateInput
            id={`${id}-date`}
            kind="date"
            value={date}
            invalid={!valid}
            onCommit={(typed) => {
              // A refused text stays in the box with its message; the list stays on the last date.
              setRefused(typed.kind === 'refused' ? typed.message : undefined);
              if (typed.kind === 'refused') return;
              const day = typed.value ?? '';
              setDate(day);
              if (day !== '') setAsked(day);
              setLimit(SHUTDOWN_PAGE_SIZE);
            }}
          />
        </div>
        <button
          type="button"
          className="button"
          disabled={!valid || saving === 'busy' || plan?.machineTotal === 0}
          onClick={() => void download()}
        >
          {intl.formatMessage(saving === 'busy' ? words.making : words.download)}
        </button>
      </div>
      {!valid ? <p className="error-text">{refused ?? intl.formatMessage(words.dateRequired)}</p> : null}
      {saving === 'failed' ? <p className="error-text">{intl.formatMessage(words.wordFailed)}</p> : null}
      {plan === undefined ? null : plan.machineTotal === 0 && plan.judging !== null ? (
        <p role="status">
          {intl.formatMessage(judgingText, { judged: plan.judging.judged, of: plan.judging.of })}
        </p>
      ) : plan.machineTotal === 0 ? (
        <p className="empty-state">{intl.formatMessage(words.shutdownEmpty)}</p>
      ) : (
        <>
          <p role="status">
            {intl.formatMessage(machinesPassing, { count: plan.machineTotal, date: plan.dateText })}
          </p>
          <h2>{intl.formatMessage(words.toOrder)}</h2>
          <Counts counts={plan.totals} caption={intl.formatMessage(totalsCaption, { date: plan.dateText })} />
          <ul className="planner-machines">
            {plan.machines.map((m) => (
              <li key={m.assetId} className="panel">
                <h3>{m.machine}</h3>
                <p className="card-line">
                  {m.site} · {m.customer}
                </p>
                <Counts
                  counts={m.counts}
                  caption={intl.formatMessage(machineCaption, { machine: m.machine })}
                />
                <ul className="planner-items">
                  {m.items.map((item) => (
                    <li key={item.rowId}>
                      <span>
                        {item.component}
                        {item.partName === null ? '' : ` · ${item.partName}`}
                      </span>
                      <span>
                        <strong>{item.wear === '' ? '—' : item.wear}</strong> ·{' '}
                        {intl.formatMessage(item.level === 120 ? words.pastLower120 : words.pastLower100)} ·{' '}
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
                  {intl.formatMessage(openLastOf, { machine: m.machine })}
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
                {intl.formatMessage(moreMachines, { shown: plan.machines.length, total: plan.machineTotal })}
              </button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
