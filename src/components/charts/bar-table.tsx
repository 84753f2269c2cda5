/**
 * Amounts side by side as a table whose cells carry a bar: the figures are the table itself, so
 * the picture needs no separate text alternative.
 */
export function BarTable({
  title,
  rows,
  format,
  valueHeading,
}: {
  title: string;
  rows: readonly { label: string; value: number; tone?: 'primary' | 'muted' }[];
  format: (value: number) => string;
  valueHeading: string;
}) {
  const max = Math.max(...rows.map((r) => r.value), 1);
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{title}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Source</th>
          <th scope="col">{valueHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="w-1/3 py-1.5 pr-3 text-left align-middle font-normal">
              {row.label}
            </th>
            <td className="py-1.5">
              <div className="flex items-center gap-2">
                <span
                  aria-hidden
                  className={`h-4 rounded-sm ${row.tone === 'muted' ? 'bg-neutral-400' : 'bg-primary'}`}
                  style={{ width: `${Math.max(1, (row.value / max) * 70)}%` }}
                />
                <span className="font-medium whitespace-nowrap tabular-nums">{format(row.value)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
