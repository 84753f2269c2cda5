import { describe, expect, it } from 'vitest';
import { isOneLine } from '../../supabase/functions/_shared/one-line.ts';
import { confirmedUser, databaseForFile, service } from './support.ts';

/**
 * One-line texts (names) refuse control characters, the line and paragraph separators and the
 * bidirectional overrides (docs/decisions/018; issue 36): the database's class
 * (private.not_one_line_class) and the app's (supabase/functions/_shared/one-line.ts) are the same
 * characters, and a name holding any of them is refused to a client.
 */

const db = databaseForFile();

const SURROGATES = { from: 0xd800, to: 0xdfff };

describe('one line', () => {
  it('is the same characters in SQL and TypeScript, over the whole Basic Multilingual Plane', async () => {
    const { rows } = await db.query<{ refused: number[] }>(
      `select coalesce(array_agg(c order by c), '{}') as refused
         from generate_series(1, 65535) as c
        where c not between $1 and $2 and not private.is_one_line(chr(c))`,
      [SURROGATES.from, SURROGATES.to],
    );
    const refused: number[] = [];
    for (let c = 1; c <= 0xffff; c++) {
      if (c >= SURROGATES.from && c <= SURROGATES.to) continue;
      if (!isOneLine(String.fromCodePoint(c))) refused.push(c);
    }
    expect(rows[0]!.refused).toEqual(refused);
    expect(refused).toEqual(expect.arrayContaining([0x0a, 0x85, 0x2028, 0x2029, 0x202e, 0x2066, 0x2069]));
  });

  it.each([
    ['a line separator', 'Eve\u2028Smith'],
    ['a paragraph separator', 'Eve\u2029'],
    ['a right-to-left override', '\u202EevE'],
    ['a left-to-right embedding', 'Eve\u202A'],
    ['isolates', '\u2066Eve\u2069'],
  ])('refuses a name with %s to a client, with the names message', async (_, first_name) => {
    const user = await confirmedUser({}, 'one-line');
    const { error } = await user.client.from('profiles').update({ first_name }).eq('id', user.id);
    expect(error).toMatchObject({
      code: '23514',
      message: 'A name cannot contain line breaks, tabs or other control characters.',
    });
    const asService = await service().from('profiles').update({ last_name: first_name }).eq('id', user.id);
    expect(asService.error?.code).toBe('23514');
  });

  it("makes a sign-up's names one line at confirmation instead of failing it", async () => {
    const user = await confirmedUser(
      { first_name: 'Eve\u202E\u2028Smith', last_name: '\u2066Jones' },
      'bidi',
    );
    const { data } = await user.client.from('profiles').select('first_name, last_name').single();
    expect(data).toEqual({ first_name: 'Eve Smith', last_name: 'Jones' });
  });
});
