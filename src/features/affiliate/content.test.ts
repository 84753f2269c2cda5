import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@/features/calculators';
import { TOPICS } from '@/features/education';
import { SHARE_CALCULATOR_TITLES, SHARE_LESSON_TITLES } from './content';

describe('the Share panel titles', () => {
  it('are the lessons’ and calculators’ own titles', () => {
    expect(SHARE_LESSON_TITLES).toEqual(Object.fromEntries(TOPICS.map((t) => [t.id, t.title])));
    expect(SHARE_CALCULATOR_TITLES).toEqual(Object.fromEntries(CALCULATORS.map((c) => [c.slug, c.title])));
  });
});
