import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { BucketOnlyRow, MachineRow } from '../../worker/contract.ts';
import { groupByFirstLetter } from './group.ts';

const words = defineMessages({
  machines: { id: 'machines.list', defaultMessage: 'Machines' },
  machinesLetter: defineMessage<{ letter: string }>({
    id: 'machines.letter',
    defaultMessage: 'Machines {letter}',
  }),
  inProgress: { id: 'machines.inProgress', defaultMessage: 'In progress' },
  bucketOnly: { id: 'machines.bucketOnly', defaultMessage: 'BUCKET ONLY' },
});

interface MachineListProps {
  readonly machines: readonly MachineRow[];
  readonly grouped: boolean;
  readonly disabled: boolean;
  readonly onChoose: (machine: MachineRow) => void;
}

/** Machines, grouped by first letter when sorted alphabetically. */
export function MachineList({ machines, grouped, disabled, onChoose }: MachineListProps) {
  const t = useIntl().formatMessage;
  const groups = grouped ? groupByFirstLetter(machines) : [{ letter: '', rows: [...machines] }];
  return (
    <section aria-label={t(words.machines)} className="machine-list">
      {groups.map((group) => (
        <div
          key={group.letter || 'all'}
          role="group"
          aria-label={group.letter ? t(words.machinesLetter, { letter: group.letter }) : t(words.machines)}
        >
          {group.letter ? <h2 className="letter">{group.letter}</h2> : null}
          <ul className="choice-list">
            {group.rows.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="choice compact"
                  disabled={disabled}
                  onClick={() => onChoose(m)}
                >
                  <span className="card-head">
                    <span className="card-title">{m.name}</span>
                    {m.openInspectionExternalId ? <span className="badge">{t(words.inProgress)}</span> : null}
                  </span>
                  <span className="card-line">
                    {[m.modelName, m.assetTypeName, m.bucketName, m.customerName, m.siteName]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** shell spec §2: the BUCKET ONLY section, after the machines. */
export function BucketOnlyList(props: {
  buckets: readonly BucketOnlyRow[];
  disabled: boolean;
  onChoose: (equipmentExternalId: string) => void;
}) {
  const t = useIntl().formatMessage;
  if (props.buckets.length === 0) return null;
  return (
    <section aria-labelledby="bucket-only-heading" className="machine-list">
      <h2 id="bucket-only-heading" className="letter">
        {t(words.bucketOnly)}
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
