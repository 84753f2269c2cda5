interface DataTableProps {
  caption: string;
  columns: readonly string[];
  /** The first cell of each row names it. */
  rows: readonly (readonly string[])[];
}

/**
 * A table on wide screens and a stack of labelled cards below lg, so nothing scrolls sideways
 * on a phone. The explicit roles keep the table semantics that display:block would drop.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div className="rounded-lg border border-border bg-surface shadow-sm">
      <table role="table" className="block w-full text-left text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group">
          <tr role="row" className="lg:border-b lg:border-border">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block lg:table-row-group">
          {rows.map(([head, ...cells]) => (
            <tr
              key={head}
              role="row"
              className="block border-b border-border p-4 last:border-b-0 lg:table-row lg:p-0"
            >
              <th
                role="rowheader"
                scope="row"
                className="block pb-1 text-base font-semibold lg:table-cell lg:px-4 lg:py-3 lg:align-top lg:text-sm"
              >
                {head}
              </th>
              {cells.map((cell, index) => (
                <td
                  key={columns[index + 1]}
                  role="cell"
                  data-label={columns[index + 1]}
                  className="block py-1.5 before:block before:text-xs before:font-medium before:text-muted-foreground before:content-[attr(data-label)] lg:table-cell lg:px-4 lg:py-3 lg:align-top lg:before:content-none"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
