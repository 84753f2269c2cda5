/**
 * Paying off several debts with one monthly budget (decisions/017): every debt gets its minimum, and
 * the extra (plus the minimum of every debt already paid off, "rolled over") goes to one debt at a
 * time: the highest APR first (avalanche) or the smallest balance first (snowball). Worked in
 * whole cents, interest charged monthly at APR / 12 and rounded to the cent, as card statements
 * and standard amortization tables do. Shared by the calculators and the assistant.
 */

export interface Debt {
  name: string;
  /** Dollars owed today. */
  balance: number;
  /** Yearly rate in percent, e.g. 24. */
  apr: number;
  /** The minimum monthly payment, in dollars. */
  minimum: number;
}

export type Strategy = 'avalanche' | 'snowball';

export interface PaidDebt {
  name: string;
  /** The month (1 = the first payment) its balance reached zero. */
  month: number;
  interest: number;
}

export type PayoffPlan =
  | {
      kind: 'paid';
      months: number;
      totalInterest: number;
      totalPaid: number;
      /** In the order they are paid off. */
      order: PaidDebt[];
      /** The total balance after each month; [0] is today's. */
      balances: number[];
    }
  /** The budget does not cover a month's interest: the total never falls. */
  | { kind: 'never'; monthlyInterest: number; budget: number };

/** Long enough for any plan that ends (a 1,200-month cap keeps a pathological input finite). */
const MAX_MONTHS = 1200;

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

/** Which open debt gets the money beyond the minimums; ties go to the one listed first. */
function targetOrder(debts: readonly Debt[], strategy: Strategy): number[] {
  const indexes = debts.map((_, i) => i);
  return strategy === 'avalanche'
    ? indexes.sort((a, b) => debts[b]!.apr - debts[a]!.apr || a - b)
    : indexes.sort((a, b) => debts[a]!.balance - debts[b]!.balance || a - b);
}

export function payoffPlan(debts: readonly Debt[], extra: number, strategy: Strategy): PayoffPlan {
  const balance = debts.map((d) => toCents(d.balance));
  const rate = debts.map((d) => d.apr / 100 / 12);
  const minimum = debts.map((d) => toCents(d.minimum));
  const budget = minimum.reduce((sum, m) => sum + m, 0) + toCents(extra);
  const firstInterest = balance.reduce((sum, b, i) => sum + Math.round(b * rate[i]!), 0);
  if (budget <= firstInterest) {
    return { kind: 'never', monthlyInterest: toDollars(firstInterest), budget: toDollars(budget) };
  }

  const order = targetOrder(debts, strategy);
  const interest = debts.map(() => 0);
  const paidOff: PaidDebt[] = [];
  // A debt already at zero is not "paid off" by the plan.
  const done = balance.map((b) => b <= 0);
  const balances = [toDollars(balance.reduce((sum, b) => sum + b, 0))];
  let totalInterest = 0;
  let month = 0;
  let owed = balances[0]! > 0;
  while (owed && month < MAX_MONTHS) {
    month += 1;
    for (let i = 0; i < balance.length; i += 1) {
      if (balance[i]! <= 0) continue;
      const charge = Math.round(balance[i]! * rate[i]!);
      balance[i]! += charge;
      interest[i]! += charge;
      totalInterest += charge;
    }
    let left = budget;
    for (let i = 0; i < balance.length; i += 1) {
      const pay = Math.min(minimum[i]!, balance[i]!, left);
      balance[i]! -= pay;
      left -= pay;
    }
    for (const i of order) {
      if (left <= 0) break;
      const pay = Math.min(balance[i]!, left);
      balance[i]! -= pay;
      left -= pay;
    }
    let total = 0;
    for (let i = 0; i < balance.length; i += 1) {
      if (!done[i] && balance[i]! <= 0) {
        done[i] = true;
        paidOff.push({ name: debts[i]!.name, month, interest: toDollars(interest[i]!) });
      }
      total += balance[i]!;
    }
    balances.push(toDollars(total));
    owed = total > 0;
  }
  if (owed) {
    // Interest outgrew the budget on the way (a debt with a small minimum grew meanwhile).
    const lastInterest = balance.reduce((sum, b, i) => sum + Math.round(b * rate[i]!), 0);
    return { kind: 'never', monthlyInterest: toDollars(lastInterest), budget: toDollars(budget) };
  }
  return {
    kind: 'paid',
    months: month,
    totalInterest: toDollars(totalInterest),
    totalPaid: toDollars(toCents(balances[0]!) + totalInterest),
    order: paidOff,
    balances,
  };
}
