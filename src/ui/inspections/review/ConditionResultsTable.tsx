import { defineMessages, useIntl } from 'react-intl';
import type { ConditionGroup } from '../../../rules/index.ts';

// The spec's columns (src/rules CONDITION_COLUMNS: Part, Left, Right, Qty) and its empty line (NO_CONDITION_RESULTS),
// translated at display; the groups and rows come written in the inspector's language with the report's data.
const words = defineMessages({
  part: { id: 'conditions.part', defaultMessage: 'Part' },
  left: { id: 'conditions.left', defaultMessage: 'Left' },
  right: { id: 'conditions.right', defaultMessage: 'Right' },
  qty: { id: 'conditions.qty', defaultMessage: 'Qty' },
  none: { id: 'conditions.none', defaultMessage: 'No condition results available' },
});
const COLUMNS = [words.part, words.left, words.right, words.qty];

/**
 * recording spec §2: condition results, columns Part, Left, Right, Qty; one block per action, most urgent first
 * (decision 0023), each group headed in its action's colour; a bucket part's finding spans Left and Right.
 */
export function ConditionResultsTable({ groups }: { groups: readonly ConditionGroup[] }) {
  const t = useIntl().formatMessage;
  const shown = groups.filter((g) => g.rows.length > 0);
  if (shown.length === 0) return <p className="muted">{t(words.none)}</p>;
  return (
    <table className="condition-table">
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c.id} scope="col">
              {t(c)}
            </th>
          ))}
        </tr>
      </thead>
      {shown.map((group) => (
        <tbody key={group.action.name} className="condition-group">
          <tr>
            <th
              colSpan={4}
              scope="colgroup"
              className="condition-group-name"
              style={{ background: group.action.colour, color: group.action.textColour }}
            >
              {group.name}
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.part}>
              <th scope="row">{row.part}</th>
              {row.whole === null ? (
                <>
                  <td>{row.left}</td>
                  <td>{row.right}</td>
                </>
              ) : (
                <td colSpan={2}>{row.whole}</td>
              )}
              <td>{row.qty ?? ''}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
