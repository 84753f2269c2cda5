import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../../supabase/functions/_shared/calendar/recurrence.ts';
import { analyseStatement } from '../../../src/features/statement-import/analyse.ts';
import { readCsvStatement } from '../../../src/features/statement-import/csv-statement.ts';
import { decodeStatement } from '../../../src/features/statement-import/decode.ts';
import { readOfxStatement } from '../../../src/features/statement-import/ofx-statement.ts';
import { CORPORA } from './corpus.ts';
import { generateStatement } from './generate.ts';
import { TUNING_POOLS, TUNING_STYLES } from './payees.ts';
import { closingCents, LAYOUTS, writeStatement } from './write.ts';

const params = { pools: TUNING_POOLS, styles: TUNING_STYLES, drift: 0.12, noise: 1, skip: 0.15 };
const statement = generateStatement(42, 0, params);

describe('the corpus', () => {
  it('is the same for the same seed, and holds every label’s payments among its lines', () => {
    expect(generateStatement(42, 0, params)).toEqual(statement);
    const lines = new Set(statement.lines.map((l) => `${l.date}|${Math.abs(l.cents)}`));
    for (const label of statement.labels) {
      expect(label.payments.length).toBeGreaterThan(0);
      for (const p of label.payments) expect(lines.has(`${p.date}|${p.cents}`)).toBe(true);
    }
  });

  it('has at least 50 statements a year long or more in the tuning corpus, and held-out ones apart', () => {
    const [tuning, heldOut] = [CORPORA[0]!.statements(), CORPORA[1]!.statements()];
    expect(tuning.length).toBeGreaterThanOrEqual(50);
    expect(tuning.every((s) => daysBetween(s.from, s.to) >= 364)).toBe(true);
    const names = new Set(tuning.flatMap((s) => s.labels.map((l) => l.name)));
    expect(
      heldOut
        .flatMap((s) => s.labels.map((l) => l.name))
        .filter((name) => names.has(name) && name !== 'TRANSFER TO SAVINGS'),
    ).toEqual([]);
  });
});

describe('writeStatement', () => {
  const lines = statement.lines.map((l) => [l.date, l.cents, l.description]);

  it.each(LAYOUTS.filter((layout) => layout.startsWith('csv')))(
    'writes %s that the app reads back line for line',
    (layout) => {
      const reading = readCsvStatement(decodeStatement(writeStatement(statement, layout)));
      if (reading.kind !== 'read') throw new Error(reading.kind);
      const read = reading.statement.transactions.map((t) => [t.date, t.cents, t.description]);
      expect(read.sort()).toEqual([...lines].sort());
    },
  );

  it.each(['ofx-sgml', 'ofx-xml'] as const)(
    'writes %s that the app reads back, with the closing balance',
    (layout) => {
      const read = readOfxStatement(decodeStatement(writeStatement(statement, layout)));
      expect(read.transactions.map((t) => [t.date, t.cents, t.description])).toEqual(lines);
      expect(read.balance).toEqual({ cents: closingCents(statement), date: statement.to });
    },
  );

  it('writes files the app analyses alike whatever the layout', () => {
    const findings = LAYOUTS.map((layout) => {
      const result = analyseStatement(writeStatement(statement, layout), { today: '2030-01-01' });
      return result.kind === 'analysed'
        ? result.findings.map((f) => [f.payee, f.frequency, f.cents])
        : result.kind;
    });
    expect(new Set(findings.map((f) => JSON.stringify(f))).size).toBe(1);
  });
});
