import { addDays } from '../../supabase/functions/_shared/calendar/recurrence.ts';
import { analyseStatement } from '../../src/features/statement-import/analyse.ts';
import { CORPORA } from './statements/corpus.ts';
import {
  addTallies,
  emptyTallies,
  FREQUENCIES,
  rates,
  scoreStatement,
  total,
  type Tally,
} from './statements/score.ts';
import { closingCents, LAYOUTS, writeStatement, type Layout } from './statements/write.ts';

/**
 * npm run eval:import — the statement import's accuracy on a generated, labelled corpus
 * (docs/decisions/028-statement-import.md): every statement written in every layout (three CSV,
 * OFX SGML and XML), read and analysed by the app's own code, its findings held to the labels.
 * Prints precision and recall by interval for the tuning and the held-out corpus, the paydays
 * found, the closing balances read and any layout whose findings differ from the others; fails
 * when either corpus has an interval under 95% precision or 90% recall, or misses a payday.
 *
 *   --set=tuning | --set=held-out   one corpus only
 *   --details                       every false positive and miss
 */

const PRECISION = 95;
const RECALL = 90;
const BALANCE_LAYOUTS: readonly Layout[] = ['csv-signed', 'csv-split', 'ofx-sgml', 'ofx-xml'];

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--set='))?.slice('--set='.length);
const details = args.includes('--details');

const percent = (value: number | null) => (value === null ? '   n/a' : `${value.toFixed(1).padStart(5)}%`);
const row = (name: string, tally: Tally) => {
  const { precision, recall } = rates(tally);
  return `  ${name.padEnd(13)} ${String(tally.truePositives + tally.misses).padStart(6)} ${String(tally.truePositives).padStart(6)} ${String(tally.falsePositives).padStart(6)} ${String(tally.misses).padStart(6)}   ${percent(precision)}   ${percent(recall)}`;
};

let passed = true;
for (const corpus of CORPORA.filter((c) => !only || c.name === only)) {
  const started = performance.now();
  const statements = corpus.statements();
  const tallies = emptyTallies();
  const problems: string[] = [];
  let paydays = 0;
  let paydaysFound = 0;
  let right = 0;
  let nextRight = 0;
  let balances = 0;
  let balancesRight = 0;
  let files = 0;
  for (const statement of statements) {
    const byLayout = new Map<Layout, string>();
    for (const layout of LAYOUTS) {
      files += 1;
      const result = analyseStatement(writeStatement(statement, layout), { today: addDays(statement.to, 1) });
      if (result.kind !== 'analysed') {
        problems.push(
          `${statement.id} ${layout}: ${result.kind} ${'message' in result ? result.message : ''}`,
        );
        continue;
      }
      const score = scoreStatement(statement.labels, result.findings);
      addTallies(tallies, score.tallies);
      paydays += score.paydays.found + score.paydays.missed.length;
      paydaysFound += score.paydays.found;
      right += score.right;
      nextRight += score.nextRight;
      for (const label of score.paydays.missed)
        problems.push(`${statement.id} ${layout}: payday missed: ${label.name} ${label.frequency}`);
      if (BALANCE_LAYOUTS.includes(layout)) {
        balances += 1;
        if (result.balance?.amount === closingCents(statement) / 100 && result.balance.date === statement.to)
          balancesRight += 1;
        else problems.push(`${statement.id} ${layout}: balance ${JSON.stringify(result.balance)}`);
      }
      byLayout.set(
        layout,
        result.findings.map((f) => `${f.kind} ${f.payee} ${f.frequency} ${f.cents}`).join('\n'),
      );
      if (details) {
        for (const { finding, label } of score.wrong)
          console.log(
            `    ${statement.id} ${layout} FALSE ${finding.kind} ${finding.frequency} “${finding.title}” (${finding.support.length} payments)${label ? ` — label: ${label.name} ${label.frequency}${label.expected ? '' : ` (${label.unexpected ?? ''})`}` : ''}`,
          );
        for (const { finding, label } of score.nextWrong)
          console.log(
            `    ${statement.id} ${layout} NEXT ${finding.frequency} “${finding.title}” ${finding.next.join(' ')}, scheduled ${label.next.join(' ')}`,
          );
        for (const label of score.missed)
          console.log(
            `    ${statement.id} ${layout} MISSED ${label.kind} ${label.frequency} ${label.name} (${label.dates.length} payments)`,
          );
      }
    }
    if (new Set(byLayout.values()).size > 1) problems.push(`${statement.id}: the layouts' findings differ`);
  }

  const overall = total(tallies);
  const { precision, recall } = rates(overall);
  console.log(
    `\n${corpus.name}: ${statements.length} statements, ${files} files (${LAYOUTS.join(', ')}), ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log('  interval       to find  right  false missed   precision   recall');
  for (const frequency of FREQUENCIES) console.log(row(frequency, tallies[frequency]));
  console.log(row('overall', overall));
  console.log(`  paydays found: ${paydaysFound} of ${paydays}`);
  console.log(`  next date within 4 days of the schedule: ${nextRight} of ${right} right findings`);
  console.log(`  closing balances read right: ${balancesRight} of ${balances}`);
  for (const problem of problems) console.log(`  ! ${problem}`);

  const failures = FREQUENCIES.flatMap((frequency) => {
    const r = rates(tallies[frequency]);
    return [
      ...(r.precision !== null && r.precision < PRECISION
        ? [`${frequency} precision ${r.precision.toFixed(1)}%`]
        : []),
      ...(r.recall !== null && r.recall < RECALL ? [`${frequency} recall ${r.recall.toFixed(1)}%`] : []),
    ];
  });
  if (paydaysFound < paydays) failures.push(`${paydays - paydaysFound} paydays missed`);
  if (problems.length > 0) failures.push(`${problems.length} problems`);
  console.log(
    failures.length === 0
      ? `  PASS (precision ${percent(precision)}, recall ${percent(recall)}; budget ${PRECISION}% / ${RECALL}% for every interval)`
      : `  FAIL: ${failures.join('; ')}`,
  );
  passed &&= failures.length === 0;
}
process.exit(passed ? 0 : 1);
