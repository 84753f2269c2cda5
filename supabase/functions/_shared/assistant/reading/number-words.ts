/**
 * Numbers written in words, turned into digits before the question is read, so every phrase of the
 * reader reads "two hundred a month" as it reads "200 a month": "fifteen hundred" is 1500,
 * "sixty-five" 65, "a million" 1000000, "two and a half thousand" 2500. A lone "one" or "a" stays a
 * word ("one of my goals", "a month"); it is a number only before a scale ("a hundred", "one grand").
 * Decimals said aloud are digits too: "four point two k" is 4.2k, "4 and a half percent" 4.5%,
 * "seven and a quarter percent" 7.25%.
 */

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };

const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES)].join('|')})`;
/** A run of number words, joined by spaces, hyphens or "and"; it may start with "a" before a scale. */
const RUN = new RegExp(
  `\\b(?:(?:a|an)\\s+(?=(?:hundred|thousand|million)\\b))?${WORD}(?:(?:\\s+and\\s+a\\s+half\\s+|\\s+and\\s+|[\\s-]+)${WORD})*(?:\\s+and\\s+a\\s+half)?\\b`,
  'g',
);

/**
 * The value of one run of words, or null when the words do not make one number ("two three"). Two
 * numbers under a hundred said in a row are hundreds and the rest, as prices are said: "thirteen
 * fifty" is 1350, "nine ninety-nine" 999, "three twenty-five" 325, "thirty one fifty" 3150.
 */
function valueOf(run: string): number | null {
  const words = run.split(/[\s-]+/);
  if (!/hundred|thousand|million|\band\b/.test(run)) {
    // Each place the run could be cut in two: the hundreds, then the rest (ten or more).
    for (let cut = 1; cut < words.length && words.length <= 4; cut += 1) {
      const high = plainValue(words.slice(0, cut).join(' '));
      const low = plainValue(words.slice(cut).join(' '));
      if (high !== null && low !== null && high >= 1 && high < 100 && low >= 10 && low < 100)
        return high * 100 + low;
    }
  }
  return plainValue(run);
}

function plainValue(run: string): number | null {
  const words = run
    .replace(/\band a half\b/g, ' half')
    .split(/[\s-]+/)
    .filter((w) => w !== 'and');
  let total = 0;
  let group = 0;
  let last: 'unit' | 'ten' | 'scale' | null = null;
  for (const word of words) {
    if (word === 'a' || word === 'an') {
      group = 1;
      last = 'unit';
    } else if (word === 'half') {
      group += 0.5;
    } else if (word in UNITS) {
      if (last === 'unit') return null;
      group += UNITS[word]!;
      last = 'unit';
    } else if (word in TENS) {
      if (last === 'unit' || last === 'ten') return null;
      group += TENS[word]!;
      last = 'ten';
    } else {
      const scale = SCALES[word]!;
      if (scale === 100) group = (group || 1) * 100;
      else {
        total += (group || 1) * scale;
        group = 0;
      }
      last = 'scale';
    }
  }
  return total + group;
}

/** A figure in digits before a scale word: "3 hundred" is 300, "2.5 thousand" 2500. */
const DIGITS_SCALE = /(?<![\d.,])(\d+(?:\.\d+)?)\s+(hundred|thousand|million)\b/g;
/** Digits and scale words mixed in one figure: "3 thousand 2 hundred" is 3200, "1 thousand and 50" 1050. */
const DIGITS_SCALES =
  /(?<![\d.,])(\d+)\s+thousand(?:\s+and)?\s+(?:(\d)\s+hundred(?:\s+and)?(?:\s+(\d{1,2}))?|(\d{1,3}))\b(?!\s+(?:hundred|thousand|million)\b)/g;

/**
 * "A few hundred", "a couple thousand", "several grand": an amount nobody said, which stays in words
 * so that no figure is read from it (the reader declines for want of one).
 */
const VAGUE_BEFORE = /\b(?:few|several|couple(?: of)?|many|some)\s+$/;

export function numberWordsToDigits(text: string): string {
  return (
    text
      .replace(/\bhalf an? (grand|thousand|million)\b/g, (_, scale: string) =>
        String(scale === 'million' ? 500_000 : 500),
      )
      .replace(/\b(?:a|one) (grand|thousand) and a half\b/g, '1500')
      // Not "six and three" run together: the quarters are read after the whole number.
      .replace(/\band three quarters\b/g, 'and 3 quarters')
      .replace(DIGITS_SCALES, (_, thousands: string, hundreds = '0', rest = '0', under = '0') =>
        String(Number(thousands) * 1000 + Number(hundreds) * 100 + Number(rest) + Number(under)),
      )
      .replace(DIGITS_SCALE, (_, digits: string, scale: string) =>
        String(Math.round(Number(digits) * SCALES[scale]! * 100) / 100),
      )
      .replace(RUN, (run, at: number, whole: string) => {
        // "one of my goals", "a one-time payment": a lone one is a word.
        if (/^one$/.test(run)) return run;
        if (/^(?:hundred|thousand|million)\b/.test(run) && VAGUE_BEFORE.test(whole.slice(0, at))) return run;
        return String(valueOf(run) ?? run);
      })
      .replace(/\b(?:a|one) grand\b/g, '1 grand')
      // Said aloud: "four point two k" is 4.2k, "4 and a half percent" 4.5%.
      .replace(
        /(?<![\d.,])(\d+|one) point (\d+)\b/g,
        (_, whole: string, part: string) => `${whole === 'one' ? 1 : whole}.${part}`,
      )
      .replace(/(?<![\d.,])(\d+) and a half\b/g, (_, whole: string) => String(Number(whole) + 0.5))
      // "Seven and a quarter percent", "6 and three quarters": quarters said aloud.
      .replace(/(?<![\d.,])(\d+) and (a|one|three|3) quarters?\b/g, (_, whole: string, part: string) =>
        String(Number(whole) + (part === 'three' || part === '3' ? 0.75 : 0.25)),
      )
  );
}
