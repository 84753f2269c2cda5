import { describe, expect, it } from 'vitest';
import { careerFeatures, careerHero, chatSection, stats } from './career-content';
import { features, hero } from './content';

/**
 * Things the product does not do at this commit. The public pages must not promise them; when one
 * is built, it leaves this list in the same change.
 */
const NOT_BUILT = [
  /calculator/i,
  /debt (goal|payoff)/i,
  /licens(e|ing) (guidance|support|preparation)/i,
  /your clients/i,
];

const publicCopy = [
  hero.description,
  ...features.map((f) => `${f.title}: ${f.description}`),
  careerHero.description,
  ...careerFeatures.map((f) => `${f.title}: ${f.description}`),
  ...stats.map((s) => s.label),
  chatSection.description,
];

describe('the public pages', () => {
  it.each(publicCopy)('promise only what the product does: %s', (text) => {
    for (const claim of NOT_BUILT) expect(text).not.toMatch(claim);
  });
});
