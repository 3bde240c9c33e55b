import { useEngineQuery } from '../engine/use-engine-query.ts';

/** Tables with row counts; each opens to its columns and indexes. Refreshes after a committed write to any of them (the row counts read every table). */
export function SchemaBrowser({ onPick }: { onPick: (sql: string) => void }) {
  const schema = useEngineQuery({
    queryKey: ['dev', 'schema'],
    query: (e) => e.describeSchema(),
  });
  if (schema.isPending) return <p role="status">Reading the schema…</p>;
  if (schema.isError) return <p role="alert">Could not read the schema: {schema.error.message}</p>;
  return (
    <nav aria-label="Schema" className="schema">
      <h2>Schema</h2>
      <ul>
        {schema.data.map((table) => (
          <li key={table.name}>
            <details>
              <summary>
                <span className="mono">{table.name}</span>{' '}
                <span className="muted">{table.rowCount} rows</span>
              </summary>
              <button
                type="button"
                className="link-button"
                onClick={() => onPick(`SELECT * FROM "${table.name.replaceAll('"', '""')}" LIMIT 100;`)}
              >
                Query {table.name}
              </button>
              <table className="compact">
                <caption>Columns of {table.name}</caption>
                <tbody>
                  {table.columns.map((column) => (
                    <tr key={column.name}>
                      <th scope="row" className="mono">
                        {column.name}
                      </th>
                      <td>
                        {column.type}
                        {column.primaryKey ? ' PK' : ''}
                        {column.notNull ? ' NOT NULL' : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {table.indexes.length > 0 && (
                <ul className="indexes" aria-label={`Indexes of ${table.name}`}>
                  {table.indexes.map((index) => (
                    <li key={index.name} className="mono">
                      {index.unique ? 'UNIQUE ' : ''}
                      {index.name} ({index.columns.join(', ')})
                    </li>
                  ))}
                </ul>
              )}
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
