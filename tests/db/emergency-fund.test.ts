import { expect, it } from 'vitest';
import {
  emergencyFund,
  EMERGENCY_FUND_MONTHS,
} from '../../supabase/functions/_shared/finance/calculations.ts';
import { formatMoney } from '../../supabase/functions/_shared/money.ts';
import { confirmedUser } from './support.ts';

/**
 * "3 months" of essential costs has two homes: the assistant's and calculators' sums
 * (emergencyFund in _shared/finance/calculations.ts) and the check-up's SQL (private.checkup_for).
 * At the sums' first target the check-up says good, a cent below it attention with the cent to go,
 * and both name the same number of months.
 */
it("the check-up's emergency fund target is the sums' first one", async () => {
  const user = await confirmedUser({}, 'emergency-fund');
  const check = async (essentials: number, savings: number) => {
    const { error } = await user.client
      .from('financial_profiles')
      .upsert({ user_id: user.id, monthly_essentials: essentials, savings_balance: savings });
    expect(error).toBeNull();
    const { data, error: readError } = await user.client.rpc('financial_checkup');
    expect(readError).toBeNull();
    return data!.find((c) => c.id === 'emergency-fund')!;
  };
  for (const essentials of [1000, 1234.56]) {
    const target = Math.round(emergencyFund(essentials).low * 100) / 100;
    const reached = await check(essentials, target);
    expect(reached.status, `${essentials} at ${target}`).toBe('good');
    expect(reached.detail).toContain(`first target of ${EMERGENCY_FUND_MONTHS.low} months`);

    const short = await check(essentials, target - 0.01);
    expect(short.status, `${essentials} at ${target - 0.01}`).toBe('attention');
    expect(short.detail).toContain(
      `target is ${EMERGENCY_FUND_MONTHS.low} months: ${formatMoney(0.01)} more`,
    );
    expect(short.links[0]!.href).toContain(`&months=${EMERGENCY_FUND_MONTHS.low}&`);
  }
});
