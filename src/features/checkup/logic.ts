import type { CheckStatus, FinancialCheck } from '@/types/database';
import { PROFILE_FIELDS, type ProfileField } from './content';

/** How many checks are in each state: the dashboard card's figure. */
export function checkupCounts(
  checks: readonly Pick<FinancialCheck, 'status'>[],
): Record<CheckStatus, number> {
  const counts: Record<CheckStatus, number> = { good: 0, attention: 0, unknown: 0 };
  for (const check of checks) counts[check.status] += 1;
  return counts;
}

/** The dashboard card's headline and line under it. */
export function checkupHeadline(checks: readonly Pick<FinancialCheck, 'status'>[]): {
  headline: string;
  detail: string;
} {
  const { good, attention, unknown } = checkupCounts(checks);
  if (good + attention === 0)
    return { headline: 'Not started', detail: 'Add a few numbers to see where you stand.' };
  return {
    headline: attention === 0 ? 'All good' : `${attention} ${attention === 1 ? 'needs' : 'need'} attention`,
    detail: `${good} of ${checks.length} checks look good${unknown > 0 ? `, ${unknown} need more numbers` : ''}.`,
  };
}

const FIELD_NAMES = new Set<string>(PROFILE_FIELDS.map((f) => f.name));

/** The first field of the form an unknown check needs (its `missing` may also name bills or goals). */
export function firstMissingField(check: Pick<FinancialCheck, 'missing'>): ProfileField | null {
  return (check.missing.find((name) => FIELD_NAMES.has(name)) as ProfileField | undefined) ?? null;
}
