import { numberWordsToDigits } from './reading/number-words.ts';

/**
 * The language model's answer is shown only when every figure in it was given to the model
 * (docs/decisions/027, "The language model takes every figure from the tools"): by a tool result,
 * by the question itself, or by the app's own content it was sent (the pages' summaries and the
 * rules in the system prompt, the user's summary). Pure: the provider calls it on the finished
 * answer and logs what it refuses.
 *
 * Checked: money amounts, percentages, counts ("33 months", "30 years"), dates, and any other
 * number of 10 or more. A plain number under 10 ("3 steps", "step 2") says too little to check.
 */

export interface Figure {
  /** As written in the answer: what is logged when it is refused. */
  text: string;
  kind: 'money' | 'percent' | 'count' | 'plain' | 'date';
  /**
   * The amount (always positive: "-$12.00" and "$12.00 short" are the same figure), or a date as
   * yyyymmdd with 0 for what is not written ("Dec 5" is 00001205, "March 2027" 20270300).
   */
  value: number;
  /** Digits written after the point, after any "k" or "million": the precision the answer claims. */
  decimals: number;
  /** 1, 1,000 or 1,000,000: "$1.2 million" is 1.2 at a scale of 1,000,000. */
  scale: number;
}

/** What the model was given: every figure in these may be repeated in its answer. */
export interface FigureSources {
  /** The question being answered (the last user turn). */
  question: string;
  /** Each tool result, as the model received it (JSON text). */
  toolResults: readonly string[];
  /** The app's own content sent to the model: the system messages. */
  content: readonly string[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const WRITTEN_DATE = new RegExp(
  `\\b${MONTH_NAME}\\.?(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b)?(?:,?\\s+(\\d{4})\\b)?`,
  'gi',
);

/** A number as written: "1,234.56" (thousands grouped) or "1234.56", never "1,2" from a list. */
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SCALE = String.raw`(?:\s?(k|thousand|m|mn|million|b|bn|billion)\b)?`;
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};
const FIGURE = new RegExp(
  String.raw`(?<![\w.,$])(\$\s?)?(${NUMBER})${SCALE}(\s?(?:%|percent\b)|\s+(?:dollars?|usd)\b|\s+(?:months?|years?|weeks?|days?|yrs?|mos?)\b)?(?![\w])`,
  'gi',
);

/** Text that holds digits but no figure: links' addresses, account names such as 401(k), list markers. */
function withoutNames(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(?:^|\s)\/[\w/-]*\d[\w/-]*/g, ' ')
    .replace(/\b(?:401|403|457)\s?\(?[abk]\)?(?!\w)/gi, ' ')
    .replace(/\b529\s+(?:plans?|accounts?)\b/gi, ' ')
    .replace(/^\s*\d+[.)]\s/gm, ' ');
}

const yyyymmdd = (year: number, month: number, day: number) => year * 10_000 + month * 100 + day;

function datesIn(text: string): { figures: Figure[]; rest: string } {
  const figures: Figure[] = [];
  const blank = (match: string) => ' '.repeat(match.length);
  let rest = text.replace(ISO_DATE, (match, y: string, m: string, d: string) => {
    figures.push({ text: match, kind: 'date', value: yyyymmdd(+y, +m, +d), decimals: 0, scale: 1 });
    return blank(match);
  });
  rest = rest.replace(WRITTEN_DATE, (match, name: string, d?: string, y?: string) => {
    const day = d ? Number(d) : 0;
    // A month's name alone ("in May") is no figure; a day past 31 is not a day.
    if ((!d && !y) || day > 31) return match;
    const month = MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
    figures.push({
      text: match,
      kind: 'date',
      value: yyyymmdd(y ? Number(y) : 0, month, day),
      decimals: 0,
      scale: 1,
    });
    return blank(match);
  });
  return { figures, rest };
}

/** Every figure written in `text`, dates first (their digits are not read again as numbers). */
export function figuresIn(text: string): Figure[] {
  const { figures, rest } = datesIn(withoutNames(text));
  for (const match of rest.matchAll(FIGURE)) {
    const [written, dollar, digits = '', scaleWord, unit] = match;
    const scale = scaleWord ? (SCALES[scaleWord.toLowerCase()] ?? 1) : 1;
    // "5 m" is a scale only after a dollar sign: alone it is more likely metres or minutes.
    const scaled = scale !== 1 && (dollar !== undefined || !/^[mb]$/i.test(scaleWord!)) ? scale : 1;
    const number = Number(digits.replace(/,/g, ''));
    const decimals = digits.includes('.') ? digits.split('.')[1]!.length : 0;
    const kind: Figure['kind'] = dollar
      ? 'money'
      : unit && /%|percent/i.test(unit)
        ? 'percent'
        : unit && /dollar|usd/i.test(unit)
          ? 'money'
          : unit
            ? 'count'
            : 'plain';
    if (kind === 'plain' && number * scaled < 10) continue;
    figures.push({ text: written.trim(), kind, value: number * scaled, decimals, scale: scaled });
  }
  return figures;
}

/** Every number a tool result holds: its JSON numbers, and the figures written in its strings. */
function numbersInJson(json: string): { values: number[]; dates: number[] } {
  const values: number[] = [];
  const dates: number[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'number' && Number.isFinite(value)) values.push(Math.abs(value));
    else if (typeof value === 'string') {
      for (const figure of figuresIn(value)) (figure.kind === 'date' ? dates : values).push(figure.value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(json));
  } catch {
    walk(json);
  }
  return { values, dates };
}

/** Every number written in text the model was given, small ones too ("3 to 6 months"). */
function numbersInText(text: string): { values: number[]; dates: number[] } {
  const { figures, rest } = datesIn(withoutNames(text));
  const values: number[] = [];
  for (const match of rest.matchAll(new RegExp(`(${NUMBER})${SCALE}`, 'gi'))) {
    const number = Number(match[1]!.replace(/,/g, ''));
    values.push(number);
    if (match[2]) values.push(number * (SCALES[match[2].toLowerCase()] ?? 1));
  }
  return { values, dates: figures.map((f) => f.value) };
}

/**
 * Whether the answer's figure is the source's, as written to the precision the answer claims:
 * $1,234.56, 1234.56 and $1,235 are each a tool's 1234.56; $1,200 and $1,234.57 are not.
 */
function sameNumber(figure: Figure, source: number): boolean {
  const unit = figure.scale / 10 ** figure.decimals;
  return (
    Math.abs(figure.value - source) < 1e-9 || Math.round(source / unit) === Math.round(figure.value / unit)
  );
}

/** The parts of a date the answer writes (year, month, day) are the source date's. */
function sameDate(figure: Figure, source: number): boolean {
  const parts = (n: number) => [Math.floor(n / 10_000), Math.floor(n / 100) % 100, n % 100];
  const written = parts(figure.value);
  const given = parts(source);
  return written.every((part, i) => part === 0 || part === given[i]);
}

/** A year written alone ("by 2027") is a date's year. */
const isYear = (figure: Figure) =>
  figure.kind === 'plain' && figure.decimals === 0 && figure.value >= 1900 && figure.value <= 2100;

/** The figures of `answer` that nothing the model was given holds: the answer is shown only when none. */
export function refusedFigures(answer: string, sources: FigureSources): Figure[] {
  const given = [
    numbersInText(sources.question),
    // "Fifteen hundred a month": the question's numbers in words are its figures too.
    numbersInText(numberWordsToDigits(sources.question.toLowerCase())),
    ...sources.content.map(numbersInText),
    ...sources.toolResults.map(numbersInJson),
  ];
  const values = given.flatMap((g) => g.values);
  const dates = given.flatMap((g) => g.dates);
  return figuresIn(answer).filter((figure) =>
    figure.kind === 'date'
      ? !dates.some((d) => sameDate(figure, d))
      : !values.some((v) => sameNumber(figure, v)) &&
        !(isYear(figure) && dates.some((d) => Math.floor(d / 10_000) === figure.value)),
  );
}
