/** Money as the app and its emails show it everywhere: $1,234.50 (Intl.NumberFormat en-US USD). */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(amount: number): string {
  return usd.format(amount);
}

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** $1,235: rounded to the dollar, for chart axes. */
export function formatDollars(amount: number): string {
  return wholeUsd.format(amount);
}

/** $3,000 for a whole amount, $2,200.50 otherwise: figures a person typed, said back. */
export function formatMoneyPlain(amount: number): string {
  return usd.format(amount).replace(/\.00$/, '');
}

/** An event's amount with its direction: income adds (+), every other type takes (-); null without one. */
export function formatEventAmount(event: { amount: number | null; event_type: string }): string | null {
  if (event.amount === null) return null;
  return `${event.event_type === 'income' ? '+' : '-'}${formatMoney(event.amount)}`;
}
