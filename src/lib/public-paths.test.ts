import { describe, expect, it } from 'vitest';
import { dashboardVersion, publicVersion } from './public-paths';

describe('public and dashboard versions of a page', () => {
  it('maps lessons and calculators both ways, keeping the query', () => {
    expect(publicVersion('/dashboard/financial-education/rule-of-72')).toBe('/learn/rule-of-72');
    expect(publicVersion('/dashboard/calculators/debt-payoff?extra=200')).toBe(
      '/calculators/debt-payoff?extra=200',
    );
    expect(dashboardVersion('/learn/rule-of-72?ref=AGT1')).toBe(
      '/dashboard/financial-education/rule-of-72?ref=AGT1',
    );
    expect(dashboardVersion('/calculators/emergency-fund?months=3')).toBe(
      '/dashboard/calculators/emergency-fund?months=3',
    );
  });

  it('maps the public list of lessons and calculators to Financial Education and back', () => {
    expect(dashboardVersion('/learn?ref=AGT1')).toBe('/dashboard/financial-education?ref=AGT1');
    expect(dashboardVersion('/learn/')).toBe('/dashboard/financial-education');
    expect(publicVersion('/dashboard/financial-education')).toBe('/learn');
  });

  it('has no public version of a page that needs an account, and no dashboard one of other pages', () => {
    for (const path of [
      '/dashboard/goals',
      '/dashboard/solutions/life-insurance',
      '/dashboard/financial-tools',
    ]) {
      expect(publicVersion(path), path).toBeNull();
    }
    for (const path of ['/', '/sign-up', '/learning', '/learn/a/b'])
      expect(dashboardVersion(path), path).toBeNull();
  });
});
