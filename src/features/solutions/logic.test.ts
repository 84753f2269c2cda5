import { describe, expect, it } from 'vitest';
import { formatDollars } from '@/lib/money';
import { formatRange } from './format';
import { CARD_DESCRIPTION_LIMIT, costTotal, scenarioTotal, truncateDescription } from './logic';

describe('truncateDescription', () => {
  it('keeps text of 70 characters or fewer as it is', () => {
    const seventy = 'a'.repeat(CARD_DESCRIPTION_LIMIT);
    expect(truncateDescription(seventy)).toBe(seventy);
    expect(truncateDescription('Short and sweet.')).toBe('Short and sweet.');
  });

  it('cuts longer text on a word boundary and ends it with an ellipsis, within 70 characters', () => {
    const text =
      'Answer three quick questions about your goals and worries, and see which of our seven solutions fit you best.';
    const cut = truncateDescription(text);
    expect(cut).toBe('Answer three quick questions about your goals and worries, and see…');
    expect(cut.length).toBeLessThanOrEqual(CARD_DESCRIPTION_LIMIT);
  });

  it('keeps a word that ends exactly where the ellipsis begins', () => {
    const head = `${'word '.repeat(13)}word`;
    expect(head).toHaveLength(CARD_DESCRIPTION_LIMIT - 1);
    expect(truncateDescription(`${head} and more`)).toBe(`${head}…`);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(
      truncateDescription('Protect your family, your home, and your plans for the future, today.', 40),
    ).toBe('Protect your family, your home, and…');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(truncateDescription('x'.repeat(100))).toBe(`${'x'.repeat(69)}…`);
  });
});

describe('costTotal', () => {
  it('adds the lows and the highs, and stays open-ended when any item is', () => {
    expect(
      costTotal([
        { label: 'a', low: 1_000, high: 2_000 },
        { label: 'b', low: 500, high: 900, openEnded: true },
      ]),
    ).toEqual({ low: 1_500, high: 2_900, openEnded: true });
    expect(costTotal([{ label: 'a', low: 1, high: 2 }]).openEnded).toBe(false);
  });
});

describe('scenarioTotal', () => {
  it('adds every income source of a scenario', () => {
    const scenario = {
      label: 'With an annuity',
      sources: [
        { label: 'Social Security', amount: 24_000 },
        { label: 'Annuity', amount: 30_000 },
      ],
    };
    expect(scenarioTotal(scenario)).toBe(54_000);
  });
});

describe('money formats', () => {
  it('writes whole dollars and ranges the way the spec does', () => {
    expect(formatDollars(500_000)).toBe('$500,000');
    expect(formatRange({ low: 7_000, high: 15_000, openEnded: true })).toBe('$7,000-$15,000+');
    expect(formatRange({ low: 25, high: 45, openEnded: false })).toBe('$25-$45');
  });
});
