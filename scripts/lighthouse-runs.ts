import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { OVER_BUDGET_EXIT } from '../supabase/local/bench-exit.ts';

/**
 * After `lhci collect` (npm run lighthouse): every run's performance, FCP, LCP, TBT and CLS, one
 * table per page, and each figure's median (docs/decisions/019-prerendered-public-pages.md).
 * Reads the runs' reports from .lighthouseci/, and exits with lhci's status (its first argument), or
 * OVER_BUDGET_EXIT when only timings failed.
 */

interface Report {
  requestedUrl: string;
  fetchTime: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

export interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export function runOf(report: Report): Run {
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** Each figure's median over the runs: what lhci asserts (aggregationMethod median in lighthouserc.json). */
export function medians(runs: readonly Run[]): Run {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    performance: median(runs.map((run) => run.performance)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function table(url: string, runs: readonly Run[]): string {
  const row = (label: string, run: Run) =>
    `  ${label.padEnd(8)} ${String(run.performance).padStart(5)}  ${seconds(run.fcp).padStart(7)}  ${seconds(run.lcp).padStart(7)}  ${`${Math.round(run.tbt)} ms`.padStart(7)}  ${run.cls.toFixed(3).padStart(6)}`;
  return [
    url,
    '  run      perf.      FCP      LCP      TBT     CLS',
    ...runs.map((run, i) => row(`${i + 1}`, run)),
    row('median', medians(runs)),
  ].join('\n');
}

interface AssertionResult {
  auditId?: string;
  auditProperty?: string;
  level: string;
  passed: boolean;
}

/** Lighthouse's measures of time: a slow minute of a shared machine can fail them, nothing else. */
export function isTiming(result: AssertionResult): boolean {
  return (
    result.auditId === 'largest-contentful-paint' ||
    result.auditId === 'total-blocking-time' ||
    (result.auditId === 'categories' && String(result.auditProperty) === 'performance')
  );
}

/**
 * The exit status of `npm run lighthouse`, from lhci's: OVER_BUDGET_EXIT when every failed
 * assertion is a timing, so CI measures once more; lhci's own status for anything else
 * (accessibility, SEO, layout shift), which is never measured again.
 */
export function exitStatus(lhciStatus: number, results: readonly AssertionResult[]): number {
  if (lhciStatus === 0) return 0;
  const failed = results.filter((result) => !result.passed && result.level === 'error');
  return failed.length > 0 && failed.every(isTiming) ? OVER_BUDGET_EXIT : lhciStatus;
}

function main() {
  const dir = new URL('../.lighthouseci/', import.meta.url);
  const reports = readdirSync(dir)
    .filter((file) => /^lhr-.*\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Report)
    .sort((a, b) => a.fetchTime.localeCompare(b.fetchTime));
  const byUrl = new Map<string, Run[]>();
  for (const report of reports) {
    byUrl.set(report.requestedUrl, [...(byUrl.get(report.requestedUrl) ?? []), runOf(report)]);
  }
  if (byUrl.size === 0) throw new Error('.lighthouseci has no Lighthouse reports: run lhci collect first');
  console.log([...byUrl].map(([url, runs]) => table(url, runs)).join('\n\n'));
  const results = new URL('assertion-results.json', dir);
  const lhciStatus = Number(process.argv[2] ?? 0);
  process.exit(
    exitStatus(
      lhciStatus,
      existsSync(results) ? (JSON.parse(readFileSync(results, 'utf8')) as AssertionResult[]) : [],
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
