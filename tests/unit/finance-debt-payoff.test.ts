import { describe, expect, it } from 'vitest';
import { payoffPlan, type Debt } from '../../supabase/functions/_shared/finance/debt-payoff.ts';

// Expected figures worked out apart from this code (a separate cent-exact amortization with
// half-up rounding of each month's interest, APR / 12).
const debts: Debt[] = [
  { name: 'Visa', balance: 3000, apr: 24.99, minimum: 90 },
  { name: 'Car loan', balance: 9000, apr: 6.5, minimum: 250 },
  { name: 'Medical bill', balance: 500, apr: 0, minimum: 25 },
  { name: 'Store card', balance: 1800, apr: 19.99, minimum: 50 },
];

describe('payoffPlan', () => {
  it('matches a standard 60-month amortization to the cent', () => {
    // $10,000 at 6% with the table payment of $193.33: 60 payments, $1,599.68 of interest.
    const plan = payoffPlan([{ name: 'Loan', balance: 10000, apr: 6, minimum: 193.33 }], 0, 'avalanche');
    expect(plan).toMatchObject({ kind: 'paid', months: 60, totalInterest: 1599.68, totalPaid: 11599.68 });
  });

  it('pays the highest rate first with the avalanche', () => {
    const plan = payoffPlan(debts, 200, 'avalanche');
    expect(plan).toMatchObject({ kind: 'paid', months: 26, totalInterest: 1640.03 });
    if (plan.kind !== 'paid') return;
    expect(plan.order).toEqual([
      { name: 'Visa', month: 12, interest: 414.22 },
      { name: 'Store card', month: 17, interest: 405.63 },
      { name: 'Medical bill', month: 20, interest: 0 },
      { name: 'Car loan', month: 26, interest: 820.18 },
    ]);
    expect(plan.balances[0]).toBe(14300);
    expect(plan.balances).toHaveLength(27);
    expect(plan.balances.at(-1)).toBe(0);
  });

  it('pays the smallest balance first with the snowball, which costs more here', () => {
    const plan = payoffPlan(debts, 200, 'snowball');
    expect(plan).toMatchObject({ kind: 'paid', months: 27, totalInterest: 1822.65 });
    if (plan.kind !== 'paid') return;
    expect(plan.order.map((d) => [d.name, d.month])).toEqual([
      ['Medical bill', 3],
      ['Store card', 10],
      ['Visa', 18],
      ['Car loan', 27],
    ]);
  });

  it('says a budget that does not cover the interest never pays off', () => {
    expect(payoffPlan([{ name: 'Card', balance: 10000, apr: 24, minimum: 150 }], 0, 'avalanche')).toEqual({
      kind: 'never',
      monthlyInterest: 200,
      budget: 150,
    });
  });

  it('notices when interest outgrows the budget on the way', () => {
    // The snowball pays the small cheap debt while the big dear one, with a tiny minimum, grows.
    const plan = payoffPlan(
      [
        { name: 'Small', balance: 100, apr: 0, minimum: 10 },
        { name: 'Big', balance: 20000, apr: 30, minimum: 1 },
      ],
      490,
      'snowball',
    );
    expect(plan.kind).toBe('never');
  });

  it('leaves a debt that is already at zero out of the order', () => {
    const plan = payoffPlan(
      [
        { name: 'Done', balance: 0, apr: 10, minimum: 20 },
        { name: 'Card', balance: 100, apr: 0, minimum: 50 },
      ],
      0,
      'avalanche',
    );
    expect(plan).toMatchObject({ kind: 'paid', months: 2, order: [{ name: 'Card', month: 2, interest: 0 }] });
  });
});
