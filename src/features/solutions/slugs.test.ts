import { describe, expect, it } from 'vitest';
import { SOLUTIONS, isSolutionSlug, slugOf } from './slugs';

describe('solution slugs', () => {
  it('are the titles in lower case with hyphens, as the spec derives them', () => {
    for (const { slug, title } of SOLUTIONS) expect(slugOf(title)).toBe(slug);
  });
  it('recognise only the seven solutions', () => {
    expect(isSolutionSlug('income-for-life')).toBe(true);
    expect(isSolutionSlug('take-a-quiz')).toBe(false);
    expect(isSolutionSlug(undefined)).toBe(false);
  });
});
