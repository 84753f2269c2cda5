import { describe, expect, it } from 'vitest';
import { OVER_BUDGET_EXIT } from '../supabase/local/bench-exit';
import { exitStatus, medians, table, type Run } from './lighthouse-runs';

const run = (performance: number, lcp: number, tbt: number): Run => ({
  performance,
  fcp: lcp,
  lcp,
  tbt,
  cls: 0,
});

describe('the Lighthouse runs table', () => {
  it('takes each figure’s median on its own', () => {
    expect(medians([run(80, 3700, 400), run(99, 800, 20), run(74, 3900, 90)])).toEqual(run(80, 3700, 90));
  });

  it('prints every run, then the medians', () => {
    const lines = table('http://localhost:4180/sign-up', [run(99, 812, 40), run(97, 1004, 160)]).split('\n');
    expect(lines).toEqual([
      'http://localhost:4180/sign-up',
      '  run      perf.      FCP      LCP      TBT     CLS',
      '  1           99   0.81 s   0.81 s    40 ms   0.000',
      '  2           97   1.00 s   1.00 s   160 ms   0.000',
      '  median      98   0.91 s   0.91 s   100 ms   0.000',
    ]);
  });
});

describe('the Lighthouse step’s exit status', () => {
  const failed = (auditId: string, auditProperty?: string) => ({
    auditId,
    auditProperty,
    level: 'error',
    passed: false,
  });

  it('passes when lhci passed', () => {
    expect(exitStatus(0, [])).toBe(0);
  });

  it('asks for one more measurement when only timings failed', () => {
    expect(
      exitStatus(1, [
        failed('total-blocking-time'),
        failed('largest-contentful-paint'),
        failed('categories', 'performance'),
        { auditId: 'categories', auditProperty: 'accessibility', level: 'error', passed: true },
      ]),
    ).toBe(OVER_BUDGET_EXIT);
  });

  it('fails at once on anything else, alone or beside a timing', () => {
    expect(exitStatus(1, [failed('categories', 'accessibility')])).toBe(1);
    expect(exitStatus(1, [failed('total-blocking-time'), failed('cumulative-layout-shift')])).toBe(1);
    expect(exitStatus(1, [failed('categories', 'seo')])).toBe(1);
  });

  it('keeps lhci’s status when it failed before asserting anything', () => {
    expect(exitStatus(1, [])).toBe(1);
  });
});
