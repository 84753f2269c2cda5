import { expect, it } from 'vitest';
import { MAX_AMOUNT, requiredMoney } from '../../src/lib/money-fields.ts';
import { withDatabase } from './support.ts';

/**
 * The amount rule has two homes: the forms' MAX_AMOUNT (src/lib/money-fields.ts) and the
 * database's private.check_amount. Every amount of whole cents at and around both edges must be
 * accepted by both or refused by both.
 */
const AMOUNTS = [
  '-0.01',
  '0',
  '0.01',
  '1',
  '1000000',
  '999999999999.98',
  '999999999999.99',
  '1000000000000',
  '1000000000000.01',
];

it('the forms and the database accept the same amounts, up to MAX_AMOUNT', async () => {
  const form = requiredMoney(0.01, { required: 'required', invalid: 'invalid', tooSmall: 'too small' });
  await withDatabase(async (db) => {
    for (const amount of AMOUNTS) {
      const inDatabase = await db.query('select private.check_amount($1::numeric)', [amount]).then(
        () => true,
        () => false,
      );
      expect(form.safeParse(amount).success, amount).toBe(inDatabase);
    }
    expect(form.safeParse(String(MAX_AMOUNT)).success).toBe(true);
  });
});
