import type { ConditionGroup } from '../../../rules/index.ts';
import { CONDITION_COLUMNS, NO_CONDITION_RESULTS } from '../../../rules/index.ts';

/**
 * recording spec §2: condition results, columns Part, Left, Right, Qty; one block per action, most urgent first
 * (decision 0023), each group headed in its action's colour; a bucket part's finding spans Left and Right.
 */
export function ConditionResultsTable({ groups }: { groups: readonly ConditionGroup[] }) {
  const shown = groups.filter((g) => g.rows.length > 0);
  if (shown.length === 0) return <p className="muted">{NO_CONDITION_RESULTS}</p>;
  return (
    <table className="condition-table">
      <thead>
        <tr>
          {CONDITION_COLUMNS.map((c) => (
            <th key={c} scope="col">
              {c}
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
