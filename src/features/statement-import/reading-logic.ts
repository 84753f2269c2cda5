import { formatDate } from '@shared/calendar/dates.ts';
import type { CsvColumns } from './csv-statement';
import { parseDate } from './dates';
import type { MappingInput } from './schema';

/** The questions asked when a CSV cannot be read alone: its columns, and its dates' order. */

/** The mapping form's start: the first three columns as date, description and amount, no balance. */
export function defaultMappingInput(columns: CsvColumns): MappingInput {
  const last = String(Math.max(columns.names.length - 1, 0));
  const at = (column: number) => String(Math.min(column, columns.names.length - 1));
  return {
    date: at(0),
    description: at(1),
    amountKind: 'signed',
    amount: at(2),
    debit: at(2),
    credit: last,
    balance: 'none',
  };
}

/** One way the dates may be written, with an example from the file and the day it would be. */
export interface DateOrderOption {
  order: 'mdy' | 'dmy';
  label: string;
  example: string;
  reads: string;
}

const LABELS = { mdy: 'Month first (MM/DD)', dmy: 'Day first (DD/MM)' } as const;

/**
 * Month first and day first, the likely one (that keeps the rows in date order) first, each
 * showing how it reads an example that differs between them (03/04/2024: Mar 04 or Apr 03).
 */
export function dateOrderOptions(
  examples: readonly string[],
  likely: 'mdy' | 'dmy' | null,
): DateOrderOption[] {
  const differs = (value: string) => parseDate(value, 'mdy') !== parseDate(value, 'dmy');
  const example = examples.find(differs) ?? examples[0] ?? '';
  const orders: ('mdy' | 'dmy')[] = likely === 'dmy' ? ['dmy', 'mdy'] : ['mdy', 'dmy'];
  return orders.map((order) => {
    const date = parseDate(example, order);
    return { order, label: LABELS[order], example, reads: date ? formatDate(date) : '' };
  });
}
