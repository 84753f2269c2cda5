/**
 * Money as the app and its emails show it everywhere: $1,234.50, exactly as en-US
 * Intl.NumberFormat writes US dollars. Written out rather than through Intl: a browser's first
 * Intl.NumberFormat loads its locale data, 90 to 150 ms of main thread on a mid-range phone, in
 * the middle of a public page's hydration (docs/decisions/019-prerendered-public-pages.md).
 */

/**
 * `amount` rounded to `fraction` decimals, half away from zero, with thousands separators and no
 * sign. Intl rounds the shortest decimal that reads back as the number, not its binary value, so
 * this does too: 1.005 is "1.01" (1.005 * 100 is 100.49999999999999).
 */
function groupedDigits(amount: number, fraction: number): string {
  // As Intl writes them, so a figure gone wrong shows as one instead of throwing in BigInt.
  if (Number.isNaN(amount)) return 'NaN';
  if (!Number.isFinite(amount)) return '∞';
  const [mantissa = '0', exponent = '0'] = Math.abs(amount).toString().split('e');
  const [whole = '0', decimals = ''] = mantissa.split('.');
  // Written out in full with no digit past those kept (most amounts: cents at most), there is
  // nothing to round: the digits are the figure's, as the rounding below would give them.
  if (exponent === '0' && decimals.length <= fraction) {
    const units = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
    return fraction > 0 ? `${units}.${decimals.padEnd(fraction, '0')}` : units;
  }
  let digits = whole + decimals;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const kept = digits.slice(0, point + fraction).padEnd(point + fraction, '0');
  const roundsUp = (digits[point + fraction] ?? '0') >= '5';
  const rounded = (BigInt(kept || '0') + (roundsUp ? 1n : 0n)).toString().padStart(fraction + 1, '0');
  const units = rounded.slice(0, rounded.length - fraction).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction > 0 ? `${units}.${rounded.slice(rounded.length - fraction)}` : units;
}

/** Intl writes the minus for every negative number, -0 and what rounds to zero included. */
const minus = (amount: number) => (amount < 0 || Object.is(amount, -0) ? '-' : '');

/** $1,234.50. */
export function formatMoney(amount: number): string {
  return `${minus(amount)}$${groupedDigits(amount, 2)}`;
}

/** $1,235: rounded to the dollar, for chart axes and marketing figures. */
export function formatDollars(amount: number): string {
  return `${minus(amount)}$${groupedDigits(amount, 0)}`;
}

/** $3,000 for a whole amount, $2,200.50 otherwise: figures a person typed, said back. */
export function formatMoneyPlain(amount: number): string {
  return formatMoney(amount).replace(/\.00$/, '');
}

/** 1,234.57 or 12.5: a plain figure with at most two decimals, as en-US writes it. */
export function formatFigure(amount: number): string {
  return `${minus(amount)}${groupedDigits(amount, 2).replace(/\.?0+$/, '')}`;
}

/** An event's amount with its direction: income adds (+), every other type takes (-); null without one. */
export function formatEventAmount(event: { amount: number | null; event_type: string }): string | null {
  if (event.amount === null) return null;
  return `${event.event_type === 'income' ? '+' : '-'}${formatMoney(event.amount)}`;
}
