import { useEffect, useRef } from 'react';
import type { BucketOnlyRow, MachineRow } from '../../worker/domain/asset-search.ts';
import { groupByFirstLetter } from './group.ts';

interface MachineListProps {
  readonly machines: readonly MachineRow[];
  readonly total: number;
  readonly grouped: boolean;
  readonly disabled: boolean;
  /** A page is loading: the end of the list asks for no more meanwhile. */
  readonly loading: boolean;
  readonly onChoose: (assetId: number) => void;
  readonly onMore: () => void;
}

/** Machines, grouped by first letter when sorted alphabetically; more are fetched as the end comes into view. */
export function MachineList({
  machines,
  total,
  grouped,
  disabled,
  loading,
  onChoose,
  onMore,
}: MachineListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = machines.length < total;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || loading) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore());
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loading, onMore]);
  const groups = grouped ? groupByFirstLetter(machines) : [{ letter: '', rows: [...machines] }];
  return (
    <section aria-label="Machines" className="machine-list">
      {groups.map((group) => (
        <div
          key={group.letter || 'all'}
          role="group"
          aria-label={group.letter ? `Machines ${group.letter}` : 'Machines'}
        >
          {group.letter ? <h2 className="letter">{group.letter}</h2> : null}
          <ul className="choice-list">
            {group.rows.map((m) => (
              <li key={m.id}>
                <button type="button" className="choice" disabled={disabled} onClick={() => onChoose(m.id)}>
                  <span className="card-title">{m.name}</span>
                  <span className="card-line">
                    {[m.modelName, m.assetTypeName].filter(Boolean).join(' · ')}
                    {m.bucketName ? ` · ${m.bucketName}` : ''}
                  </span>
                  <span className="card-line">
                    {[m.customerName, m.siteName].filter(Boolean).join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {more ? (
        <div ref={sentinel} className="list-more">
          <button type="button" className="button" onClick={onMore}>
            Show more machines ({machines.length} of {total})
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** shell spec §2: the BUCKET ONLY section, after the machines. */
export function BucketOnlyList(props: {
  buckets: readonly BucketOnlyRow[];
  disabled: boolean;
  onChoose: (equipmentExternalId: string) => void;
}) {
  if (props.buckets.length === 0) return null;
  return (
    <section aria-labelledby="bucket-only-heading" className="machine-list">
      <h2 id="bucket-only-heading" className="letter">
        BUCKET ONLY
      </h2>
      <ul className="choice-list">
        {props.buckets.map((b) => (
          <li key={b.externalId}>
            <button
              type="button"
              className="choice"
              disabled={props.disabled}
              onClick={() => props.onChoose(b.externalId)}
            >
              <span className="card-title">{b.name}</span>
              <span className="card-line">{b.mineLocationName}</span>
              <span className="card-line">{[b.customerName, b.siteName].filter(Boolean).join(' · ')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
