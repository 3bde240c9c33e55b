import type { SqlCell, SqlPage } from '../../worker/contract.ts';

function cellText(cell: SqlCell): string {
  if (cell === null) return 'NULL';
  if (typeof cell === 'object') return `[BLOB ${cell.blobBytes} bytes]`;
  return String(cell);
}

interface Props {
  readonly page: SqlPage;
  readonly pageSize: number;
  /** A page is on its way: further clicks would page from a stale offset. */
  readonly busy: boolean;
  readonly onPage: (offset: number) => void;
}

/** One page of a result, with paging over the rows the worker kept. */
export function ResultTable({ page, pageSize, busy, onPage }: Props) {
  const first = page.rows.length === 0 ? 0 : page.offset + 1;
  const last = page.offset + page.rows.length;
  const capped = page.totalRows > page.keptRows;
  return (
    <div className="result">
      <div className="result-bar">
        <span role="status" aria-live="polite">
          Rows {first}–{last} of {page.totalRows}
          {capped ? ` (the first ${page.keptRows} can be paged)` : ''}
        </span>
        <button
          type="button"
          className="button"
          disabled={busy || page.offset === 0}
          onClick={() => onPage(Math.max(0, page.offset - pageSize))}
        >
          Previous page
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || last >= page.keptRows}
          onClick={() => onPage(page.offset + pageSize)}
        >
          Next page
        </button>
      </div>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              {page.columns.map((column, i) => (
                <th key={i} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row, r) => (
              <tr key={page.offset + r}>
                {row.map((cell, c) => (
                  <td key={c} className={cell === null ? 'null' : undefined}>
                    {cellText(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
