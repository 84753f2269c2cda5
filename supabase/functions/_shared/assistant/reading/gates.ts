import { formatMoneyPlain } from '../../money.ts';
import { HOLIDAY_NAMES } from './date-horizon.ts';
import { startsASentence } from './sentences.ts';
import type { Intent, Reading } from './types.ts';

/**
 * Safety gates (docs/decisions/027, round 11): a confident answer to another question is worse
 * than a decline. Each gate reads the structured reading and the answer chosen for it, and names
 * why that answer may be to another question; responder.ts then declines instead. They hold for
 * every answer alike, so a misreading the reader has not met yet is caught by its kind.
 */

/** A supposition: "if rent went to ...", "suppose I lose ...", "say my pay were ...". */
const SUPPOSES = /\b(?:if|suppose|supposing|say)\b/;

/** A yes-or-no about the user's own future that no page can settle: "will we qualify", "will my ... restart". */
const PREDICTS_OWN =
  /^(?:\W*\w+,\s*)?(?:will|is|are) (?:we|i|my|our|student|the)\b(?![^?]*\b(?:need|help|work|cover|protect|cost)\b)|\bmy [a-z ]{2,30} (?:going to|gonna) (?:pay|be|hit|come)\b/;

/**
 * What will become of something nobody decides alone: "is social security going to run out", "will
 * the fund go bankrupt". No page of the guides can say.
 */
const PREDICTS_EVENT =
  /\b(?:going to|gonna|will|ever)(?: \w+){0,3}? (?:run out|run dry|go (?:broke|bankrupt|under|away|bust)|disappear|collapse|crash|fold|(?:still )?(?:be )?(?:there|around)|still exist|exist)\b/;

/**
 * What someone else may lawfully do to the asker: "can a debt collector call me at work", "is my
 * landlord allowed to keep the deposit". A legal question, which depends on the place and the facts.
 */
const LAW =
  /^\W*(?:can|could|may|is|are) (?:a|an|the|my|our) (?:[a-z]+ ){0,2}(?:collectors?|landlords?|employers?|boss|bank|lenders?|creditors?|irs|agency|company|hoa|insurer|insurance company|repo man|police)\b(?: (?:legally|allowed to|able to))? (?:\w+ )?(?:me|us|my|our)\b|\b(?:is it|is that|are they|was it) (?:legal|illegal|against the law)\b|\b(?:legally|allowed by law)\b/;

/**
 * The effect on the asker's own pay or bill asked with no figure to work it from ("i worked the
 * holiday at double time, what does that add to my check"): a guide's page is not its answer.
 */
const OWN_EFFECT =
  /\bwhat (?:does|would|will|did) (?:that|this|it) (?:add|do|come to|mean|make|take)\b[^?.!]{0,30}\b(?:my|our) (?:\w+ )?(?:check|paycheck|pay|salary|bill|refund|take[- ]?home|income|payment)s?\b/;

/** "Between 48k and 71k": a range, weighed at each end, never added up. */
const RANGE = /\bbetween \$?\d[\d,.]*\s*k?\b[^?]{0,20}?\band \$?\d/;

/**
 * "In today's dollars", "after inflation", "in present-day purchasing power": a figure of another
 * kind than a projection's nominal sum.
 */
const REAL_TERMS =
  /\b(?:today'?s|present[- ]day|current|real|constant) (?:dollars|money|terms|value)\b|\bpurchasing power\b|\bwhat it (?:would|will) buy\b|\b(?:after|adjusted for|net of) inflation\b|\binflation[- ]adjusted\b/;

/**
 * An amount in another currency or in crypto ("52,000 pesos", "1,900 euros", "£600", "0.05 BTC",
 * "A$1,400", "NZ$90"):
 * the app works in dollars and holds no exchange rate, so any figure worked from it is in the
 * wrong unit.
 */
const OTHER_CURRENCY =
  /(?!\$)\p{Sc}|\br\$|\b(?:btc|bitcoin|eth|ether|ethereum|usdt|pesos?|euros?|quid|yen|rupees?|yuan|rmb|renminbi|francs?|reais|rand|krona|kronor|krone|zloty|dirhams?|shekels?|baht|naira|cedis?|rubles?|roubles?|lira|pounds? sterling|(?:canadian|australian|aussie|new zealand|hong kong|singapore|mexican) dollars?|cad|aud|nzd|gbp|eur|mxn|inr|jpy|chf|c\$)\b|\d\s*(?:pounds|gbp)\b|\b(?:a|au|c|ca|nz|hk|s|sg|mx|nt)\$/u;

/** A price by weight: "3.10 a pound", "per lb". */
const BY_WEIGHT = /\b(?:a|per|each|\/)\s*(?:pound|lb)\b/;

/**
 * A frequency the reader has no month for ("twice a year", "every six months", "every 4 weeks"):
 * reading the amount at the nearest frequency it knows ("a year") is another amount.
 */
const UNREAD_FREQUENCY =
  /\b(?:twice|two times|2 ?x|three times|3 ?x|(?:\d+|four|five|six) times) (?:a|per|each|every|an?) ?(?:year|yr|annum)\b|\bsemi-?annual(?:ly)?\b|\bbi-?annual(?:ly)?\b|\bhalf-?yearly\b|\bevery (?:other|second|two|2|four|4|five|5|six|6|seven|7|eight|8|nine|9|ten|10|eleven|11|eighteen|18) months?\b|\bbi-?monthly\b|\bevery (?:three|3|four|4|five|5|six|6|eight|8) weeks\b/;

/**
 * Pay for part of the year ("in season", "seasonal", "the summer months"): turned into months as if
 * it came all year, it is another income.
 */
const PART_YEAR =
  /\bin season\b|\bseasonal(?:ly)?\b|\b(?:during|for|over) the (?:season|summer|winter|school year|harvest)\b|\b(?:ski|summer|winter|harvest|tourist|holiday|busy|off|tax) season\b|\b(?:only|just) (?:in|during) (?:the )?(?:summer|winter|spring|fall|season)\b|\b(?:\d+|three|four|five|six|seven|eight|nine|ten) months (?:a|of the|per|each) year\b/;

/**
 * An amount multiplied by a count the answer never took ("48/mo × 2 of us", "x3 kids", "for both
 * of us"): the fit or sum of one of them answers another question.
 */
const MULTIPLIES =
  /[×*]\s*\d|\d\s*[×*]|\bx ?(?:\d+|two|three|four)\b(?! ?(?:a|per|each|every)\b)|\btimes (?:\d+|two|three|four|five)\b|\b(?:for|of) (?:the )?(?:\d+|two|three|four|five|both) of (?:us|them)\b|\beach of (?:us|them|the (?:kids|children))\b|\bper (?:person|head|kid|child)\b/;

/** Taxes owed on the asker's own income or move ("the tax bill on 4,180", "push me into a higher bracket"). */
const TAX_OWED =
  /\btax(?:es)? (?:bill|owed|due|hit)\b|\bhow much (?:in )?tax(?:es)?\b|\btax(?:es)? (?:on|for) (?:the |my |our |this |that )?\$?\d|\b(?:push|put|bump|move|kick|land|tip)\w* (?:me|us) (?:into|in|up|over)\b[^?]*\bbracket\b|\bwhich (?:tax )?bracket (?:am|will|would|do)\b/;

/** What someone else will decide or do: "is etsy raising its fees", "will rates drop this year". */
const OTHERS_DECIDE =
  /^(?:\W*\w+,\s*)?(?:is|are|will|would)\s+(?!i\b|we\b|my\b|our\b|it\b|that\b|this\b)[a-z'.&-]+(?:\s+[a-z'.&-]+){0,3}?\s+(?:raising|raise|cutting|cut|increasing|increase|lowering|lower|dropping|drop|hiking|hike|changing|change|going (?:up|down)|go (?:up|down)|rising|rise|falling|fall)\b/;

/** What the asker's own pension, Social Security or benefit pays: their plan's records, not a page's. */
const RECORD_PAYS =
  /\b(?:my|our) (?:[a-z]+ ){0,3}(?:pension|social security|annuity|benefits?|disability|survivor|unemployment)\b[^?]*\b(?:pay|be|give|worth|come to)\b|\bwhat (?:will|would|does|do) (?:i|we) get (?:from|in|on) (?:my|our) /;

/** "Is it smarter to stop saving for...", "would it be wise to pause ...": advice on the asker's own plan. */
const ADVICE_ON_PLAN =
  /\b(?:is it|would it be|isn't it|wouldn't it be) (?:smarter|better|wiser|smart|wise|a (?:good|bad) idea|okay|ok)\b|\bshould (?:i|we) (?:stop|pause|keep|skip|raid|drain|use|move|cash)\b/;

/**
 * A deadline for a goal other than its own date ("by the end of next quarter", "by june", "in 8
 * months"): the goal's answer works to its own target date, another question's.
 */
const DEADLINE = new RegExp(
  `\\bby (?:the )?(?:end of |start of |beginning of )?(?:(?:next|this|the) )?(?:month|quarter|year|summer|spring|fall|autumn|winter|christmas|xmas|thanksgiving|new year'?s?|holidays|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|\\d)|\\b(?:in|within) (?:the next )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen) (?:weeks|months|years)\\b|\\b(?:by|before) (?:[a-z']+ ){0,4}?(?:${HOLIDAY_NAMES}|easter|(?:my|our|his|her|their|the) (?:[a-z]+'?s )?(?:birthday|anniversary|wedding|graduation|due date))\\b|\\b(?:by|before) (?:my|our|his|her|their) [a-z' ]{0,30}\\b(?:in|on) (?:january|february|march|april|may|june|july|august|september|october|november|december)\\b`,
);

/**
 * A payday or a low point asked about ("does that sink me before payday", "will I go under"): the
 * forecast's question, which a month's fit does not answer.
 */
const ASKS_BALANCE =
  /\b(?:before|till|until|by|through|thru) (?:my |the )?(?:next )?(?:payday|pay ?day|paycheck|check|i(?:'m| am)? (?:get )?paid)\b|\b(?:go|goes|going|dip|dips|end up) (?:negative|under|below|into the red|overdrawn)\b|\boverdra\w*\b|\bsink\b|\blowest\b|\blow point\b/;

/**
 * A share of the asker's pay put to something ("a third of each paycheck", "10% of my salary"): a
 * goal's answer to its own date, or a fit of a stated amount, leaves it out.
 */
const SHARE_OF_PAY =
  /\b(?:half|(?:a |one |two )?(?:third|quarter|fifth|tenth)s?|\d+(?:\.\d+)?\s?(?:%|percent))\s+of\s+(?:each|every|my|our|the|a)?\s?(?:pay ?checks?|checks?|pay|salary|income|wages|take[- ]home)\b/;

/** A bill or pay moved to another day ("moving the car payment's due date to the 25th"). */
const DATE_MOVED =
  /\b(?:due date|pay ?date|payday)\b[^?]{0,30}\b(?:to|on|until|till) the \d{1,2}(?:st|nd|rd|th)\b|\b(?:mov|push|shift|switch|chang)\w*\b[^?]{0,40}\b(?:to|until|till) the \d{1,2}(?:st|nd|rd|th)\b/;

/** A change the reader may not have read: "comes in a quarter lighter", "a third less than usual". */
const CHANGED_AMOUNT =
  /\b(?:lighter|heavier|smaller|bigger|larger|lower|higher|less|more|short) than (?:usual|normal|expected|last time)\b|\b(?:a|one|two) (?:quarter|third|half|tenth|fifth)s? (?:lighter|heavier|smaller|bigger|less|more|short|lower|higher)\b|\b(?:cut|reduced|dropped|docked) (?:in half|by (?:a|one) (?:quarter|third|half|tenth))\b/;

/**
 * A choice between two options for the asker ("a lump sum or the monthly check, which is smarter",
 * "is a 529 or a UTMA better for my kid"): what is better for someone is individual advice.
 */
const CHOOSES =
  /\bor\b[^?]*\b(?:better|smarter|wiser|best|first|prioriti[sz]e|focus on)\b|\b(?:better|smarter|wiser|prioriti[sz]e)\b[^?]*\bor\b/;

/** A season or holiday stretch asked: "over the winter", "during the holidays". */
const SEASON =
  /\b(?:over|during|through|for|in) (?:the )?(?:winter|summer|spring|fall|autumn|holidays|holiday season|school year|off[- ]season)\b/;

/** One person's part asked: "what's my share", "my half". */
const OWN_PART = /\b(?:my|our|his|her|their) (?:share|part|half|portion|cut)\b/;

/** Two people's ages ("my husband is 52 and I'm 47"): a projection runs from one age. */
const TWO_AGES =
  /\b(?:husband|wife|partner|spouse|boyfriend|girlfriend|fianc[eé]e?|he|she)(?:'s| is)\s+\d{2}\b[^?]*\b(?:i'?m|i am)\s+\d{2}\b|\b(?:i'?m|i am)\s+\d{2}\b[^?]*\b(?:husband|wife|partner|spouse|he|she)(?:'s| is)\s+\d{2}\b|\bwe(?:'re| are)\s+\d{2}\s+and\s+\d{2}\b/;

/** A share among people or parts ("split 50/50 with my brokerage", "shared between the three of us"). */
const SPLITS =
  /\bsplit (?:\d+\s*\/\s*\d+ )?(?:with|between|among|evenly|equally|in half)\b|\bshared? (?:with|between|among)\b|\b50\s*\/\s*50\b/;

/**
 * An amount nobody stated ("a few hundred a week", "a couple grand", "north of 900", "my pay swings"): any figure
 * worked from it is one the asker never gave.
 */
const VAGUE_AMOUNT =
  /\b(?:a few|few|several|a couple(?: of)?|couple(?: of)?) (?:hundred|thousand|grand|bucks|dollars|k)\b|\b(?:north|south|upwards|in excess|well over|well under) of \$?\d|\b(?:spare|loose|pocket) change\b|\bwhatever(?:'s| is)? (?:left|leftover)\b|\bwhatever (?:i|we) can\b|\b(?:it|pay|income|hours|tips|the amount) (?:swings?|var(?:y|ies)|fluctuates?|jumps around|is all over the place)\b/;

/**
 * A bill supposed gone ("if we didn't pay for the gym", "say I stopped paying for streaming"): an
 * answer with no change read weighs the calendar as it is, another question.
 */
const SUPPOSES_GONE =
  /\b(?:if|say|suppose|supposing) (?:i|we) (?:didn't|did not|don't|do not|weren't|were not|no longer|stopped|stop|quit|cancell?ed|cancel|cut|dropped|drop|got rid of|get rid of|ditched|ditch|skip|skipped|miss|missed|paused?|put off|hold off on|held off on)\b/;

/**
 * Each change a sentence supposes ("I cut streaming and the phone went to 50"): more than one is
 * more than the forecast's one what-if, which would run only the one it read.
 */
const CHANGE_CLAUSE =
  /\b(?:go(?:es)?|went|going|rises?|rose|jumps?|jumped|climbs?|climbed|drops?|dropped|falls?|fell|increases?|increased|decreases?|decreased|doubles?|doubled|raised?|lowered?|moves?|moved) (?:up |down )?(?:to|by)\b|\b(?:cut|cancell?ed|cancel|stop(?:ped)? paying|dropped|got rid of|get rid of|ditch(?:ed)?|quit)\b(?= (?:my|the|our|\w+))/g;

/** A month's fit asked: "what's our month look like now", "how does my monthly budget look". */
const MONTH_ASKED =
  /\b(?:our|my) month\b(?! (?:before|until|till))|\bmonth (?:look|looks|looking)\b|\bmonthly (?:budget|picture|numbers)\b|\b(?:left|leftover|spare) (?:over )?(?:each|every|a|per) month\b/;

/** "How many weeks until it's gone": the unit the answer must count in. */
const ASKED_UNIT = /\bhow many (weeks?|months?|years?|days?)\b/;

/** The word before " or " and the first after it (past an article): the two options weighed. */
const OPTIONS = /([a-z0-9][\w-]*)\s+or\s+(?:an? |the )?([a-z0-9][\w-]*)/;

/** Whether the answer names both options the question asks to choose between. */
function namesBoth(text: string, answer: string): boolean {
  const options = OPTIONS.exec(text);
  if (!options) return false;
  const said = answer.toLowerCase();
  return [options[1]!, options[2]!].every((option) => said.includes(option));
}

export type Gate =
  | 'role-less'
  | 'supposition'
  | 'implausible-change'
  | 'prediction'
  | 'range'
  | 'split'
  | 'real-terms'
  | 'choice'
  | 'currency'
  | 'frequency'
  | 'part-year'
  | 'multiplied'
  | 'tax'
  | 'advice'
  | 'deadline'
  | 'balance-asked'
  | 'figure-unused'
  | 'share-of-pay'
  | 'date-moved'
  | 'vague'
  | 'two-changes'
  | 'unit-asked'
  | 'month-asked'
  | 'two-ages'
  | 'season'
  | 'law'
  | 'own-effect';

export function gateOf(reading: Reading, answer: string): Gate | null {
  const { intent, text, change } = reading;
  // In whether a cost fits, every amount is pay, a payment or a price: one the reader could give
  // neither a role nor a frequency ("dues to 310", "a 2,000 bonus") was weighed as a guess. (In a
  // goal's question such an amount is what is saved, which the goal's answer reads as such.)
  const roleLess = reading.numbers.some(
    (n) =>
      n.unit === 'money' && n.role === 'unknown' && n.frequency === null && n.value !== change?.event?.amount,
  );
  if (intent === 'affordability' && roleLess) return 'role-less';
  // The calendar as it is answers "would I go under before payday" but not "... if rent went to
  // twelve seventy five": a supposition the reading holds no change or balance for was not run.
  const supposed = change !== null || reading.numbers.some((n) => n.role === 'balance');
  if (intent === 'forecast-short' && SUPPOSES.test(text) && !supposed) return 'supposition';
  // The records as they are ("bills due in the next 30 days") answer nothing supposed of them.
  if (
    (intent === 'affordability' || intent === 'forecast-short' || RECORDS.has(intent)) &&
    SUPPOSES_GONE.test(text) &&
    !change
  )
    return 'supposition';
  if (change && WORKED.has(intent) && (text.match(CHANGE_CLAUSE) ?? []).length > 1) return 'two-changes';
  if (intent === 'retirement-projection' && TWO_AGES.test(text)) return 'two-ages';
  // A new amount a tenth or ten times what it replaces is another thing's amount ("my cell goes to
  // 95" taken for the paycheck); nothing (a cancelled bill, lost pay) is a change of its own.
  // A rise or cut "by" an amount is weighed against the bill itself and may be any size.
  const from = change?.event?.amount;
  const said = reading.numbers.some((n) => n.role === 'new-amount');
  if (change && from && said && change.to > 0 && (change.to < from / 10 || change.to > from * 10))
    return 'implausible-change';
  if (RANGE.test(text) && intent === 'arithmetic') return 'range';
  // "What will electric cost me over the winter?": a season's total, not the next bill.
  if (RECORDS.has(intent) && SEASON.test(text)) return 'season';
  // "The mortgage is split 60/40, what's my share?": a record as it is does not share it out.
  if (
    RECORDS.has(intent) &&
    (SPLITS.test(text) || OWN_PART.test(text)) &&
    !/\bshare|\bsplit|\bhalf\b|\beach\b/i.test(answer)
  )
    return 'split';
  // A sum that never divided what the question shares out answers before the share.
  if (intent === 'arithmetic' && SPLITS.test(text) && !/\bsplit|\bshare|\bhalf\b|\beach\b/i.test(answer))
    return 'split';
  if (REAL_TERMS.test(text) && !/today'?s dollars|inflation/i.test(answer)) return 'real-terms';
  const figured = /\$\d/.test(answer);
  // A guide's page given to "a few hundred a month, how much in a year" answers another question too.
  const asksFigure = /\bhow (?:much|many|long)\b|\bwhat(?:'s| is| does) (?:that|it)\b/.test(text);
  if (
    VAGUE_AMOUNT.test(text) &&
    ((figured && (WORKED.has(intent) || BY_THE_MONTH.has(intent) || OWN_GOALS.has(intent))) ||
      (asksFigure && GUIDED.has(intent)))
  )
    return 'vague';
  const unit = ASKED_UNIT.exec(text)?.[1]?.replace(/s$/, '');
  if (
    figured &&
    unit &&
    (WORKED.has(intent) || BY_THE_MONTH.has(intent)) &&
    !new RegExp(`\\b${unit}s?\\b`).test(answer)
  )
    return 'unit-asked';
  const currency = OTHER_CURRENCY.exec(text)?.[0];
  // "3.10 a pound ... 200 pounds a week" is copper by weight, not sterling.
  if (figured && currency && !(/pound/.test(currency) && BY_WEIGHT.test(text))) return 'currency';
  if (figured && UNREAD_FREQUENCY.test(text)) return 'frequency';
  // (A year's total, "seasonal jobs, 31,200 a year all in", is the year's pay already.)
  const yearly = reading.numbers.some((n) => n.role === 'income' && n.frequency === 'yearly');
  if (figured && PART_YEAR.test(text) && BY_THE_MONTH.has(intent) && !yearly && !/\bseason/i.test(answer))
    return 'part-year';
  if (figured && MULTIPLIES.test(text) && WORKED.has(intent)) return 'multiplied';
  // With its rate stated ("6.5% sales tax on $1,240") a tax is a sum on the question's figures.
  if (TAX_OWED.test(text) && !reading.numbers.some((n) => n.unit === 'percent')) return 'tax';
  if (
    (startsASentence(PREDICTS_OWN, text) ||
      PREDICTS_EVENT.test(text) ||
      startsASentence(OTHERS_DECIDE, text) ||
      RECORD_PAYS.test(text)) &&
    GUIDED.has(intent)
  )
    return 'prediction';
  // "Will the landlord hike our rent in august?": the rent as it is answers another question.
  if (startsASentence(OTHERS_DECIDE, text) && RECORDS.has(intent)) return 'prediction';
  if (startsASentence(LAW, text) && GUIDED.has(intent)) return 'law';
  if (OWN_EFFECT.test(text) && (GUIDED.has(intent) || !figured)) return 'own-effect';
  // With an amount ("is it better to put $200 into the car fund or the vacation fund") the goals'
  // answer works it out for each; with none, it can only restate the goals.
  const amounts = reading.numbers.filter((n) => n.unit === 'money');
  if (ADVICE_ON_PLAN.test(text) && OWN_GOALS.has(intent) && amounts.length === 0) return 'advice';
  // A guide page that weighs both options ("avalanche or snowball") answers the choice; one that
  // says how one of them works answers another question, as does a list of the user's goals or a
  // general order. (Paying debt or investing has its own answer, 'debt-or-invest'.)
  if (CHOOSES.test(text) && CHOOSERS.has(intent) && !namesBoth(text, answer)) return 'choice';
  if (OWN_GOALS.has(intent) && missesDeadline(text, answer)) return 'deadline';
  if (intent === 'affordability' && ASKS_BALANCE.test(text) && !/\bpayday\b|\blowest\b/i.test(answer))
    return 'balance-asked';
  // The other way round: a month asked ("what's our month look like now"), the balance to payday given.
  if (
    MONTH_ASKED.test(text) &&
    !ASKS_BALANCE.test(text) &&
    /\bbefore your (?:next payday|payday after)/.test(answer)
  )
    return 'month-asked';
  if (intent === 'forecast-short' && CHANGED_AMOUNT.test(text) && !supposed) return 'supposition';
  if (
    SHARE_OF_PAY.test(text) &&
    (OWN_GOALS.has(intent) || WORKED.has(intent)) &&
    !/\bof (?:each|your) pay/i.test(answer)
  )
    return 'share-of-pay';
  if (
    DATE_MOVED.test(text) &&
    (intent === 'forecast-short' || intent === 'change-what-if' || intent === 'affordability')
  )
    return 'date-moved';
  // An answer from the user's records names the amounts it is about: one that never names the
  // question's own ("the tax bill on the 4,180 I made") was found by a word, not by the question.
  if (RECORDS.has(intent) && amounts.some((n) => !answer.includes(formatMoneyPlain(n.value))))
    return 'figure-unused';
  return null;
}

/** Whether the question sets a goal a deadline ("by the end of next quarter") its answer does not work to. */
function missesDeadline(text: string, answer: string): boolean {
  const deadline = DEADLINE.exec(text);
  if (!deadline) return false;
  // "By June": an answer to the goal's own date in June works to it.
  const month = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.exec(deadline[0]);
  return !month || !answer.includes(month[1]!.charAt(0).toUpperCase() + month[1]!.slice(1));
}

/** The answers that turn pay into months or years, which pay for part of the year makes wrong. */
const BY_THE_MONTH = new Set<Intent>([
  'affordability',
  'arithmetic',
  'goal-months',
  'goal-what-if',
  'retirement-projection',
]);

/** The answers worked out from figures, which an unread multiplier makes wrong (a sum shows its own). */
const WORKED = new Set<Intent>([
  'affordability',
  'forecast-short',
  'change-what-if',
  'goal-months',
  'goal-what-if',
  'retirement-projection',
]);

/** The answers about the user's own goals, each worked to the goal's own date. */
const OWN_GOALS = new Set<Intent>(['goal-left', 'goal-status', 'goal-behind', 'goals-summary', 'what-first']);

/** The answers that may meet a choice: a guide page, the user's goals, the general order. */
const CHOOSERS = new Set<Intent>(['guide', 'goals-summary', 'goal-status', 'what-first']);

/** The answers read from the user's records as they are. */
const RECORDS = new Set<Intent>(['bills-due', 'next-payday', 'event-lookup', 'goal-status', 'goals-summary']);

/** The answers from the app's pages, which say how things work in general, not what will happen. */
const GUIDED = new Set<Intent>(['guide', 'debt-or-invest']);

export const GATE_DECLINE: Record<Gate, string> = {
  'role-less': `I can't answer that yet: I read an amount in your question but could not tell what it is (pay, a new payment, a bill's new amount or money for a goal). Say it with what it is, for example "my second job adds $900 a month to my income" or "can I afford a new $212 monthly payment?".`,
  supposition: `I can't answer that yet: I could not read the change you are supposing, so your forecast would not include it. Say the bill or pay and its new amount, for example "if my rent went to $1,275, would I go negative before payday?".`,
  'implausible-change': `I can't answer that yet: the amount you give is far from what I hold for the bill or pay I matched it to, so I may have matched the wrong one. Name the bill or pay and its new amount, for example "if my phone bill goes to $95".`,
  prediction: `I can't know that: the app holds your goals and calendar, not decisions others will make or records such as your benefits, loans or pension. The agency or lender concerned can tell you.`,
  range: `I can't answer that yet: I read a range of amounts and work out one amount at a time. Ask for each end, for example "48k a year, per month?".`,
  split: `I can't answer that yet: I read a share in your question (a split) but could not tell how it divides the amount. Ask for the sum and the share one at a time, for example "6% of $250,000" and then "half of $15,000".`,
  choice: `I can't tell you which is better for you: that depends on your whole situation (taxes, family, other savings and plans), which is individual advice. The app's guides explain how each works, and a free consultation can weigh them with you.`,
  'real-terms': `I can't answer that yet: a figure in today's dollars needs an inflation rate, which I don't assume. Say one, or ask for the figure without adjusting for inflation.`,
  currency: `I can't answer that yet: I read an amount in another currency, and I work in US dollars with no exchange rate. Say the amount in dollars, for example "I take home about $2,900 a month".`,
  frequency: `I can't answer that yet: I read an amount that comes at a frequency I don't turn into months (I use weekly, every two weeks, twice a month, monthly, quarterly and yearly). Say what it comes to a year or a month, for example "$10,800 a year".`,
  'part-year': `I can't answer that yet: pay that comes only part of the year needs how many weeks or months it lasts, and turned into months as if it came all year it would be another income. Say it as a year's total, for example "$22,000 a year".`,
  multiplied: `I can't answer that yet: I read an amount to be multiplied (by people, or a count), and the answer I could work out was for one of them. Say the total, for example "$96 a month".`,
  tax: `I can't tell you what you will owe in taxes: that depends on your whole return (filing status, deductions, your other income). The IRS's withholding estimator or a tax preparer can; the app's guides explain how the main accounts are taxed.`,
  advice: `I can't tell you whether that is wise for you: it depends on your whole situation, which is individual advice. I can show where each goal stands and what it needs a month, and a free consultation can weigh it with you.`,
  deadline: `I can't answer that yet: you asked about a date that is not your goal's own target date, and I work out what a goal needs to its own date. Change the goal's target date on your goals page to see what a month it needs, or ask "how much is left on my vacation goal?".`,
  'balance-asked': `I can't answer that yet: you asked about your balance before payday, and I could only work out whether it fits a month's income and bills. Ask it as a change to one bill, for example "if my phone bill goes to $80, how low does my balance get before payday?".`,
  'share-of-pay': `I can't answer that yet: I read a share of your pay in your question, and I work from amounts. Say the amount, for example "if I put $700 a month toward the vacation, how long until it's full?".`,
  'date-moved': `I can't answer that yet: I can run a bill's or pay's new amount through your forecast, not a new date. Change the date on your calendar (the forecast there updates), or ask about a new amount.`,
  vague: `I can't answer that yet: I read an amount that is not a figure ("a few hundred", an amount that varies), and anything I worked out from it would be a guess. Say the amount, for example "about $300 a week".`,
  'two-changes': `I can't answer that yet: I read more than one change, and I run one change at a time through your forecast. Ask about each on its own, for example "if my phone bill goes to $50, how low does my balance get before payday?", or try both together in "What if" on your calendar.`,
  'unit-asked': `I can't answer that yet: you asked for a count in a unit I could not work the answer out in. Ask it in the unit of the payments, for example "how many months at $200 a month to pay off $1,000?".`,
  'month-asked': `I can't answer that yet: you asked about your month, and what I worked out was your balance until payday. Ask it as what is left each month, for example "if rent goes to $1,295, what's left each month after bills?".`,
  'two-ages': `I can't answer that yet: I read two ages, and a projection runs from one age to 65. Ask it for one of you, for example "I'm 47 and we save $800 a month, what will we have at 65?".`,
  season: `I can't answer that yet: I can't tell which months a season covers for you. Ask for a number of months, for example "what will my electric bill cost over the next 3 months?".`,
  law: `I can't tell you what the law allows there: it is a legal question, and the answer depends on where you live and the details. A consumer-protection agency (in the US, the CFPB or your state attorney general) or a lawyer can tell you; the app's guides cover budgeting and paying down debt in general.`,
  'own-effect': `I can't answer that yet: it needs figures your question does not give and the app does not hold, such as your rate and your hours. Say them: your hourly rate, and the hours worked at the higher rate.`,
  'figure-unused': `I can't answer that yet: I read an amount in your question that what I found on your calendar and goals does not use, so it would answer another question. I can list what is due, your next payday, or where a goal stands.`,
};
