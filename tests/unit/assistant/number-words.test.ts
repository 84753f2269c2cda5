import { describe, expect, it } from 'vitest';
import { numberWordsToDigits } from '../../../supabase/functions/_shared/assistant/reading/number-words';

describe('numbers written in words', () => {
  it.each([
    ['two hundred a month', '200 a month'],
    ['fifteen hundred', '1500'],
    ['twelve hundred and ninety', '1290'],
    ['two thousand five hundred', '2500'],
    ['two and a half thousand', '2500'],
    ['sixty-five', '65'],
    ['i am thirty five', 'i am 35'],
    ['a hundred and fifty bucks', '150 bucks'],
    ['a million', '1000000'],
    ['three grand', '3 grand'],
    ['a grand', '1 grand'],
    // Prices said in two parts: hundreds, then the rest.
    ['rent goes to thirteen fifty', 'rent goes to 1350'],
    ['twenty two fifty', '2250'],
  ])('reads "%s" as "%s"', (words, digits) => {
    expect(numberWordsToDigits(words)).toBe(digits);
  });

  it.each(['one of my goals', 'a one-time payment', 'half the rent', 'an hour', 'two three'])(
    'leaves "%s" as words',
    (words) => {
      expect(numberWordsToDigits(words)).toBe(words);
    },
  );
});
