import { formatRange } from '../format';
import { costTotal } from '../logic';
import type { CostItem } from '../content/types';

interface CostBreakdownProps {
  caption: string;
  items: readonly CostItem[];
  totalLabel: string;
}

export function CostBreakdown({ caption, items, totalLabel }: CostBreakdownProps) {
  return (
    <div className="rounded-lg border border-border bg-surface shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="px-4 py-3 font-semibold">
              Item
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Typical cost
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.label} className="border-b border-border">
              <th scope="row" className="px-4 py-3 font-normal">
                {item.label}
              </th>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                {formatRange({ low: item.low, high: item.high, openEnded: item.openEnded === true })}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="rounded-bl-lg bg-primary-soft px-4 py-3">
              {totalLabel}
            </th>
            <td className="rounded-br-lg bg-primary-soft px-4 py-3 text-right whitespace-nowrap text-primary tabular-nums">
              {formatRange(costTotal(items))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
