import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { BucketPosition, PositionStatus } from '../../../../worker/contract.ts';
import { formatMeasure, formatPercent } from '../../../../rules/index.ts';
import { keepTogether } from '../../../recording/keep-together.ts';
import { useLengthUnit } from '../../../storage/length-unit.tsx';
import { StatusLabel } from '../../../recording/StatusLabel.tsx';
import { bucketPhrases, bucketWords as w } from '../bucket-words.ts';

/**
 * A position's measurement and action, written as well as coloured (RECORDING.md: colour never alone). The action is
 * a label of its own, with no separator before it: on a phone it wraps under the measurement whole, and a "·" left at
 * the end of the line read as something missing.
 */
export function PositionResult({ status, unit = 'mm' }: { status: PositionStatus | null; unit?: string }) {
  const units = useLengthUnit();
  const intl = useIntl();
  if (!status) return <span className="muted">{intl.formatMessage(w.notMeasured)}</span>;
  const measured = [
    status.measurement === null ? `– ${unit}` : formatMeasure(status.measurement, unit, units, intl.locale),
    status.wearPercent === null ? '' : formatPercent(status.wearPercent, intl.locale),
  ]
    .filter((fact) => fact !== '')
    .join(' · ');
  return (
    <span className="position-result">
      <span>{keepTogether(measured)}</span>
      <StatusLabel status={status.status} colour={status.colour} textColour={status.textColour} />
    </span>
  );
}

/** The positions of one part type, each a link to its worn length. */
export function PositionList(props: {
  externalId: string;
  base: string;
  positions: readonly BucketPosition[];
}) {
  const t = useIntl().formatMessage;
  return (
    <ul className="section-list" aria-label={t(w.positions)}>
      {props.positions.map((p) => (
        <li key={p.externalId}>
          <Link
            to="/inspections/$externalId/$"
            params={{ externalId: props.externalId, _splat: `${props.base}/${p.externalId}` }}
            className="section-entry"
          >
            <span>
              {keepTogether(
                `${t(bucketPhrases.positionN, { position: String(p.position ?? '–') })}${p.location ? ` · ${p.location}` : ''}`,
              )}
            </span>
            <PositionResult status={p.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
