import type { Frequency } from '../../finance/per-month.ts';
import { OTHERS_CHIP_IN } from './asks.ts';
import type { ReadNumber, Role } from './types.ts';

/**
 * The numbers of a question with their unit, frequency and role, built from small grammar pieces:
 * a number, what follows it (a unit, a frequency), and the verbs and nouns of its clause.
 */

const MULTIPLIER: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  grand: 1_000,
  m: 1_000_000,
  million: 1_000_000,
};

/** Frequency phrases, longest first, as they follow an amount or stand before its noun. */
const FREQUENCIES: [Frequency, RegExp][] = [
  [
    'bi-weekly',
    /^(?:every (?:two|2|other) (?:weeks?|wks?)|every (?:14|fourteen) days|every other (?:week|wk)|bi-?weekly|fortnightly|every fortnight|a fortnight|per fortnight|biweekly|(?:on )?every (?:other|(?:two|2)(?= \w+days\b)) (?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b/,
  ],
  [
    'semi-monthly',
    /^(?:twice (?:a|per|each|every) month|semi-?monthly|twice monthly|(?:two|2) ?(?:times|x) (?:a|per|each|every|\/) ?(?:month|mo)|2x ?\/ ?mo(?:nth)?|(?:on )?(?:the )?(?:1st|first) and (?:again )?(?:on )?(?:the )?(?:15th|fifteenth)|(?:on )?(?:the )?15th and (?:the )?(?:30th|last|end))\b/,
  ],
  [
    'weekly',
    /^(?:(?:once |one time |1x )?(?:a|per|each|every|\/)\s*(?:week|wk)|weekly|every (?:7|seven) days)\b/,
  ],
  ['monthly', /^(?:(?:a|per|each|every|\/)\s*(?:month|mo)|monthly)\b/],
  ['quarterly', /^(?:(?:a|per|each|every) quarter|quarterly|every (?:three|3) months)\b/],
  ['yearly', /^(?:(?:a|per|each|every|\/)\s*(?:year|yr|annum)|yearly|annually)\b/],
];

/** The plan an amount buys, with its frequency: "for the annual plan", "on a monthly membership". */
const PLAN_AFTER =
  /^\s*(?:for|on|with|in)\s+(?:the|an?|my|our)\s+(annual|yearly|monthly|weekly|quarterly)\s+(?:plan|option|subscription|membership|pass|tier|billing|package|contract)\b/;

/** A frequency word in front of a noun: "a monthly payment of $400", "my biweekly paycheck". */
const FREQUENCY_ADJECTIVE: [Frequency, RegExp][] = [
  ['bi-weekly', /\b(?:bi-?weekly|fortnightly)\b/],
  ['semi-monthly', /\b(?:semi-?monthly|twice[- ]monthly)\b/],
  ['weekly', /\bweekly\b/],
  ['monthly', /\bmonthly\b/],
  ['quarterly', /\bquarterly\b/],
  ['yearly', /\b(?:yearly|annual)\b/],
];

export function frequencyAt(text: string): Frequency | null {
  // "9.99 each per month": what the amount is for does not stop its frequency being read.
  const rest = text
    .replace(/^[\s,]+/, '')
    .replace(/^(?:each|apiece|a piece)\s+(?=(?:a|per|every|\/)\s|weekly|monthly|yearly|quarterly)/, '')
    .replace(/^(?:and |in |of )?/, '');
  return FREQUENCIES.find(([, pattern]) => pattern.test(rest))?.[0] ?? null;
}

/**
 * A frequency said a few words after the amount, in its clause: "$1,500 into my IRA every quarter",
 * "150 in my 401k on the 1st and the 15th". Not past another amount, a comma or "and", nor past
 * the sum asked ("a raise on 92,000 comes to per month": the answer's unit, not the amount's).
 */
function laterFrequency(after: string): Frequency | null {
  const clause = after.split(
    /[,;:.?!—]|\band\b(?! (?:the )?(?:15th|fifteenth|30th|last))|\$|\b\d+(?:k\b|\b)(?!\s*(?:days?|weeks?|months?)\b)|\b(?:comes?|coming|works?|working|adds?|adding) (?:out |up )?to\b|\b(?:is|would) (?:that|it|this)\b/,
  )[0]!;
  const words = clause.split(/\s+/).filter(Boolean);
  if (words.length > 9) return null;
  for (let i = 1; i < words.length; i++) {
    const found = frequencyAt(words.slice(i).join(' '));
    if (found) return found;
  }
  return null;
}

/** A frequency said just before the amount: "twice a month 250 goes to my 403b". */
const FREQUENCY_BEFORE: [Frequency, RegExp][] = [
  [
    'semi-monthly',
    /\b(?:twice (?:a|per|each|every) month|semi-?monthly|(?:two|2) ?(?:times|x) (?:a|per|each) month|(?:every|each|on the|on) (?:1st|first) and (?:the )?(?:15th|fifteenth))$/,
  ],
  [
    'bi-weekly',
    /\b(?:every (?:two|2|other) weeks?|bi-?weekly|every (?:14|fourteen) days|every (?:other|two|2) (?:mon|tues|wednes|thurs|fri|satur|sun)days?)$/,
  ],
  [
    'weekly',
    /\b(?:every|each|once a|once per) (?:week|wk)$|\bevery (?:mon|tues|wednes|thurs|fri|satur|sun)day$/,
  ],
  ['monthly', /\b(?:every|each) month$/],
  ['quarterly', /\b(?:every|each) quarter$/],
  ['yearly', /\b(?:every|each) year$/],
];
const frequencyBefore = (near: string): Frequency | null =>
  // "Once a wk at $45": the frequency, then what joins it to the amount.
  FREQUENCY_BEFORE.find(([, pattern]) =>
    pattern.test(
      near
        .replace(/\s+(?:at|for|of)$/, '')
        // "Every 14 days I get 1,640": the frequency, then who gets or puts the amount.
        .replace(
          /\s+(?:i|we|he|she|they)\s+(?:get|make|earn|receive|take home|bring home|put in|put away|save|pay|move|bank|stash|deposit|transfer|add|contribute|invest)$/,
          '',
        ),
    ),
  )?.[0] ?? null;

/** The verbs and nouns that give an amount its role, in the clause before it. */
const CUES: [Role, RegExp][] = [
  [
    'new-amount',
    /\b(?:go(?:es)?|went|goes|going|jump(?:s|ing|ed)?|ris(?:es|ing|e)|climb(?:s|ing|ed)?|increas(?:es|ing|ed|e)|raised?|rais(?:es|ing)|drop(?:s|ping|ped)?|falls?|falling|fell|decreas(?:es|ing|ed|e)|shr(?:inks?|inking|ank|unk)|reduc(?:es|ing|ed|e)|slash(?:es|ing|ed)?|hik(?:es|ing|ed|e)|cut|lowered|chang(?:es|ing|ed|e)|becomes?|comes? down|gets? (?:raised|cut|bumped)|bump(?:ed|ing)?|(?:is|was) (?:raised|cut|lowered|increased|decreased)|up|down)\s+to\s*$|\bfrom\s+\$?\s*[\d.,]+\s*(?:k|dollars|bucks)?\s+to\s*$|(?:'s|\bis|\bare)\s+(?:going to|gonna|about to|set to)\s+be\s*$|(?:'s|\bis|\bare)\s+now\s*$|\b(?:hits|becomes)\s*$|\b(?:lowers|raises|reduces|cuts|hikes|bumps|increases|decreases|drops)\s+(?!(?:hours?|days?|shifts?|time|weeks?|it|that|this|them|me|us)\b)[a-z]+\s+to\s*$|\brenewal(?: quote| price| rate| premium| offer)?(?:\s+(?:is|was|came (?:in|back) at|comes? (?:in )?at|of|at))?\s*$|\b(?:switch(?:es|ed|ing)?|downgrad(?:e|es|ed|ing)|upgrad(?:e|es|ed|ing))\s+(?:over\s+)?to\s+(?:a|an)\s*$|^(?:(?:if|say|what if)\s+)?(?:my\s+|the\s+|our\s+)?(?!(?:months?|weeks?|years?|days?|hours?|time|way|how|long|down|up|back|close|go|get|got|went|need|want|it|that|this|me|us|you|them)\b)[a-z]+(?:\s+bill)?\s+to\s*$|\bgets?\s+[a-z-]+\s+to\s*$|\b(?:is\s+)?bumping\s+(?:us|me|it)\s+to\s*$|\b(?:rais(?:e|es|ed|ing)|reduc(?:e|es|ed|ing)|lower(?:s|ed|ing)?|cut(?:s|ting)?|hik(?:e|es|ed|ing)|bump(?:s|ed|ing)?|increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|drop(?:s|ped|ping)?|switch(?:es|ed|ing)?|downgrad(?:es|ed|ing|e))\s+(?:my|the|our)\s+(?!(?:hours?|days?|shifts?|time|weeks?)\b)(?:[a-z]+\s+){1,2}to(?:\s+(?:a|an))?\s*$/,
  ],
  [
    'change-by',
    /\b(?:go(?:es)?|went|goes|going|jump(?:s|ing|ed)?|ris(?:es|ing|e)|climb(?:s|ing|ed)?|increas(?:es|ing|ed|e)|raised?|rais(?:es|ing)|drop(?:s|ping|ped)?|falls?|falling|fell|decreas(?:es|ing|ed|e)|shrinks?|shrinking|shrank|cut|lowered|up|down)\s+by\s*$|\b(?:lose|losing|lost)\s*$|^(?:the |my |our )?[a-z]+(?: bill)? by\s*$|\b(?:go(?:es)?|went|going|gone) (?:up|down)\s*$|\b(?:jumps?|jumped|jumping|rises?|rose|rising|climbs?|climbed|climbing|increases?|increased|increasing|drops?|dropped|dropping|falling|decreases?|decreased|decreasing)\s*$|^(?:(?:my|the|our)\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:up|down)\s*$/,
  ],
  ['percent-of', /^$/],
  ['expenses', /\b(?:spend|spending|spent|expenses?|outgoings|live on|costs? of living)\b/],
  [
    'income',
    /\b(?:paid|earn|earning|earns|make|making|makes|income|salary|stipend|allowance|offer(?: letter)?|pension|social security|disability|paycheck|paycheque|pay ?check|take[- ]home|wages?|net pay|bring in|brings in|bringing in|pay is|gross)\b|\b(?:i|we) (?:get|take home|bring home|clear|net|gross|pull in|pull down)\s*(?:about\s+|around\s+|roughly\s+)?$|\bnet(?:s|ting)?\b(?! worth)|\bbrings?\s+(?:me\s+|us\s+)?(?:in\s+)?(?:maybe|about|around|roughly|like)\s*$|\bpay of\s*$|\b(?:job|gig|employer|company|position|role|one|it|work|shift|hustle)\s+(?:that\s+)?(?:pays|paying|would pay|will pay)(?:\s+me)?\s*(?:about\s+|around\s+)?$|\binvoic(?:e|es|ed|ing)\b|\b(?:job|gig|work|hustle|business|shifts?)\s+(?:adds|brings(?: in)?|nets|gives (?:me|us))\s*(?:about\s+|around\s+|roughly\s+|another\s+|an extra\s+)?$/,
  ],
  [
    'new-payment',
    /\b(?:afford|add(?:ing)?|take on|taking on|new|extra|another|sign up for|buy|buying|grab|grabbing|order|ordering|lease|finance|plus|on top of)\b/,
  ],
  ['owed', /\b(?:owe|owing|debt of|balance of|pay off|paying off|repay|clear)\b/],
  [
    'saving',
    /\b(?:save|saving|saves|put|puts|putting|set aside|setting aside|contribute|contributing|invest|investing|deposit|depositing|stash|throw|throwing|toss|tossing|stick|sticking|sock|socking|park|parking|funnel|funneling|chuck|chucking|allocate|allocating)\b/,
  ],
  [
    'balance',
    /\b(?:balance|in (?:my )?(?:checking|bank|account)|ha(?:ve|d)(?: only| about| got)*|start (?:me|us|it) (?:off )?at|starting (?:from|with|at)|(?:i|we) (?:start|started|begin|began) (?:off )?with)\s*(?:is|of|was|were)?\s*$|\b(?:checking|account|bank)(?:'s| is)? (?:has|is at|'s at|shows|holds|sitting at|sits at)\s*$/,
  ],
  ['target', /\b(?:goal of|target of|reach|hit|aim for|need)\s*$/],
  ['payment', /\b(?:pay|paying|payments?)\b/],
];

const INCOME_NOUN_AFTER =
  /^\s*(?:[a-z]+\s+)?(?:allowance|paycheck|paycheque|pay ?check|salary|stipend|pension|wages?|income|take[- ]home)\b/;
/** Where pay comes from, said after its amount: "from teaching", "from my pension", "from the job". */
const INCOME_FROM =
  /^[^,.;?!]{0,20}?\bfrom (?:my |the |a |an |his |her |our )?(?:part[- ]time |full[- ]time |day |night |side |second |other |new |main )?(?!(?:checking|savings?|spending|saving|everything|nothing|something|anything)\b)(?:[a-z]+ing|job|work|gig|employer|pension|business|hustle|salary|wages|rental|tenants?|social security|disability|annuity|royalties|clients?|customers?|shifts?)\b/;

// A plan's name is masked as p's before the numbers are read ("401k" is "ppppp").
const SAVED_AFTER =
  /^\s*(?:already\s+)?(?:saved|in savings|put away|in (?:my |our |his |her |their |a |an |the )?(?:[a-z]+ )?(?:p{4,}s?|401\s?ks?|plans?|iras?|roths?|retirement|savings|brokerage))\b/;
const BALANCE_AFTER =
  /^\s*(?:is|'s) (?:all |what )?(?:i|we) (?:have|got)\b|^\s*(?:(?:dollars|bucks)\s+)?(?:(?:sitting|left|right now)\s+)?(?:in (?:my |the )?(?:checking|bank|account|the bank)|on hand|left in)\b|^\s*(?:dollars|bucks)?\s*(?:today|right now|rn|this morning)\b(?!.*\b(?:a|per|every|each) (?:week|month|year)\b)/;
const PAYMENT_NOUN =
  /^\s*(?:\w+\s+){0,2}(?:payments?|bills?|loans?|lease|subscriptions?|memberships?|note|premium|plan|rent(?:al)?|mortgage|installments?|apartment|(?:one |two |1 |2 )?bedroom|studio|room|place|unit|gym|daycare|childcare|preschool|tuition|insurance|utilities)\b/;
const OWED_AFTER =
  /^\s*(?:of|in)\s+(?:\w+\s+){0,2}(?:debts?|loans?)\b|^\s*on\s+(?:a|my|the)\s+(?:\w+\s+)?cards?\b|^\s*(?:credit\s+|store\s+|student\s+)?(?:cards?|debts?|balance)\b/;

/**
 * Money that comes in, named by where it comes from: "survivor benefits are 1,890", "the state
 * kinship payment is 480", "my NIL deals pay 600", "2 routes and each one pays 610". A payment or a
 * benefit received is income, not a bill; so is someone else chipping in (asks.OTHERS_CHIP_IN).
 */
const RECEIVED_BEFORE =
  /\b(?:(?:survivor'?s?|disability|unemployment|va|veterans?'?|ssi|ssdi|widow'?s?|death|child|retirement)\s+benefits?|(?:kinship|foster|adoption|guardianship)(?:\s+care)?(?:\s+assistance)?\s+(?:payments?|stipends?|checks?|subsid(?:y|ies))|(?:deals|routes|contracts|sponsors|sponsorships|clients|gigs|jobs|tenants|boarders|roommate|tenant|boarder|each(?: one| of (?:them|those|these))?)\s+(?:pays?|paid|brings? in|nets?)(?:\s+(?:me|us))?)\b(?:\s+(?:is|are|of|about|around|roughly|like|another|an extra))*\s*$/;

/** The words of the clause just before `at`: a comma, a full stop or "and" ends its reach. */
function clauseBefore(text: string, at: number, words = 6): string {
  return (
    text
      .slice(0, at)
      // "Every 1st and 15th I move $200": one frequency, not two clauses.
      // A comma or a point inside a figure ("1,450", "1,575.00") ends nothing.
      .split(/(?<!\d)[,.]|[,.](?!\d)|[;:?!—–]|\s-\s|\band\b(?! (?:the )?(?:15th|fifteenth)\b)|\bbut\b/)
      .pop()!
      .trim()
      .split(/\s+/)
      .slice(-words)
      .join(' ')
  );
}

/** The sentence before `at`: a full stop or a question mark ends it. */
const sentenceBefore = (text: string, at: number) => text.slice(0, at).split(/[.?!]/).pop()!;

const FREQUENCY_WORDS_AFTER =
  /^\s*(?:each\s+)?(?:(?:a|per|each|every|\/)\s*(?:week|wk|month|mo|quarter|year|yr)|weekly|monthly|yearly|quarterly|every (?:two|2|other) weeks?|bi-?weekly)\b/;

const cueTest = (role: Role, near: string) => CUES.find(([r]) => r === role)![1].test(near);

/** "rent going up 5%", "a 3% raise": a percentage that changes an amount rather than a rate. */
const PERCENT_CHANGE =
  /\b(?:go(?:es|ing)?|went|jumps?|rises?|rising|climbs?|increases?|increasing|drops?|dropping|falls?|falling|decreases?|cut|up|down)\s*(?:by\s*)?$/;
const NET_AFTER = /^\s*(?:[a-z]+\s+){0,2}(?:after (?:taxes|tax|gas|deductions|expenses)|take[- ]home|net)\b/;
const SALARY_AFTER = /^\s*(?:a year\s+|yearly\s+|annual\s+|gross\s+)?salary\b/;

/**
 * Pay named after the amount rather than by a verb before it: "3,100/mo take home", "an extra 500 a
 * month on top of my paycheck", "900 a week in wages".
 */
const INCOME_AFTER =
  /^\s*(?:k\s+|dollars\s+|bucks\s+)?(?:(?:a|per|each|every|\/)\s*(?:week|wk|month|mo|year|yr)\s+|(?:weekly|monthly|yearly|annually)\s+)?(?:take[- ]home|(?:in\s+)?(?:wages|salary|income)\b|(?:on top of|in addition to|besides|as well as)\s+(?:my|our|his|her|the|their)\s+(?:[a-z]+\s+)?(?:pay|pay ?checks?|paycheques?|salary|income|wages|checks?|job)\b)/;
/** Who is paid, then what: "my checks are 1,900", "my weekly check should be 900", "her take home is". */
const PAY_SUBJECT_BEFORE =
  /\b(?:my|our|his|her|their)\s+(?:[a-z-]+\s+)?(?:checks?|pay ?checks?|paycheques?|take[- ]home(?: pay)?|wages?|earnings|deposits?)\s+(?:is|are|was|were|will be|would be|should be|could be|might be|comes? (?:out )?to|averages?|runs?)\s*(?:about|around|roughly|like|only|just|usually)?\s*$/;
/** A source of the asker's pay adding its amount: "my part time job at the store adds about 900 a month". */
const SOURCE_ADDS_BEFORE =
  /\b(?:my|our)\s+(?:[a-z-]+\s+){0,3}(?:job|gig|hustle|business|biz|pension|annuity|social security|ssi|ssdi|disability|rental|side income)\b[^,.;?!]{0,40}\b(?:adds?|brings? in|pays?(?: me| us)?|nets?(?: me| us)?|gives?(?: me| us)|throws? off|kicks? in)\s+(?:about|around|roughly|another|an extra|extra|like)?\s*$/;
/** Someone saying what they do first: "nurse here, 72k a year", "teacher here: 54k". */
const WHO_I_AM_BEFORE = /(?:^|[.!?]\s*)(?:[a-z-]+\s+){0,2}here\s*[,:;-]\s*(?:about|around|roughly)?\s*$/;
/** Work whose pay is the amount: "I do doordash, about 650 a week", "seasonal jobs ... comes out to 31k a year". */
const GIG_WORK =
  /\b(?:doordash|door dash|uber(?: ?eats)?|lyft|instacart|grubhub|postmates|shipt|amazon flex|rideshare|deliveries|freelanc\w*|side (?:gig|hustle)|gig work|contract work|consulting|seasonal (?:work|jobs?))\b/;
const WORKS_BEFORE =
  /\b(?:i|we|he|she)\s+(?:do|does|drive|drives|deliver|delivers|work|works|freelance|am|'m)\b/;
const COMES_TO_BEFORE =
  /\b(?:comes?|came|works?|averages?) (?:out )?to\s*(?:about|around|roughly)?\s*$|\baverag(?:e|es|ing)\s*(?:about|around|roughly)?\s*$/;

/** A cost named just before its amount: "rent would be $1,100", "a car $300", "daycare around 900". */
const COST_NAMED_BEFORE =
  /\b(?:rent|mortgage|car|truck|insurance|utilities|electric|phone|internet|wifi|daycare|childcare|preschool|tuition|payment|loan|lease|note|premium|bill|membership|subscription)(?:\s+(?:would be|will be|is|are|at|of|runs?|costs?|around|about|roughly))?(?:\s+(?:about|around|roughly|like))?\s*$/;

/**
 * Money received named after the amount: "450 a month in child support", "900 in tips each week",
 * "1,200 from the tenant". Not when the sentence pays it out ("I pay 450 a month in child support").
 */
const RECEIVED_AFTER =
  /^\s*(?:k\s+|dollars\s+|bucks\s+)?(?:(?:a|per|each|every|\/)\s*(?:week|wk|month|mo|year|yr)\s+|(?:weekly|monthly|yearly|annually)\s+|(?:every (?:two|2|other) weeks?|bi-?weekly|twice (?:a|per) month|semi-?monthly)\s+)?(?:in|of|from)\s+(?:(?:my|our|the|his|her)\s+)?(?:child support|alimony|spousal support|(?:va\s+)?disability|ssi|ssdi|social security|unemployment|benefits|tips|rental income|(?:a\s+|my\s+|our\s+|the\s+)?(?:tenants?|renters?|boarders?|lodgers?|state|va|government|county|program))\b/;
const PAYS_OUT = /\b(?:i|we|he|she)\s+(?:also\s+)?(?:pay|owe|send|give)\b|\bpaying\b|\bowing\b/;

const PAY_NAMED_FIRST =
  /(?:^|[,;:]\s*|\b(?:my|our|his|her|the)\s+)(?:only\s+|main\s+|whole\s+|total\s+|monthly\s+|take[- ]home\s+)?(?:income|pay|salary|wages|pension|benefits?)\s+(?:is|comes?(?: in)?|arrives?|lands?|hits?)\b[^.?!,]{0,30}?(?:\bat\b|,|:)\s*(?:about\s+|around\s+|roughly\s+)?\$?\s*$/;

/** Pay said by the shape of the sentence rather than by a verb of being paid. */
function saidAsPay(
  text: string,
  at: number,
  near: string,
  after: string,
  frequency: Frequency | null,
): boolean {
  if (INCOME_AFTER.test(after) || PAY_SUBJECT_BEFORE.test(near)) return true;
  if (RECEIVED_AFTER.test(after) && !PAYS_OUT.test(sentenceBefore(text, at))) return true;
  if (frequency === null) return false;
  const sentence = sentenceBefore(text, at);
  // "My only income is SSDI, 1,480 a month", "pay comes twice monthly at 1,650": the pay named as
  // the sentence's subject, its amount after a comma or "at".
  if (PAY_NAMED_FIRST.test(sentence)) return true;
  if (SOURCE_ADDS_BEFORE.test(text.slice(Math.max(0, at - 80), at))) return true;
  if (WHO_I_AM_BEFORE.test(text.slice(0, at))) return true;
  const working = GIG_WORK.test(sentence) || /\b(?:work|jobs?|shifts?|clients?)\b/.test(sentence);
  return working && (WORKS_BEFORE.test(sentence) || COMES_TO_BEFORE.test(near));
}

function moneyRole(text: string, at: number, after: string, frequency: Frequency | null): Role {
  const near = clauseBefore(text, at);
  const direct = (role: Role) => cueTest(role, near);
  // The noun after the amount, past its frequency: "600 a month car payment" is a payment.
  const noun = frequency ? after.replace(FREQUENCY_WORDS_AFTER, ' ') : after;
  // "Each paycheck's gonna be two hundred less": a change by the amount, not the amount itself.
  if (
    direct('new-amount') &&
    /^\s*(?:dollars\s+|bucks\s+)?(?:more|less|fewer|cheaper|lower|higher)\b/.test(after)
  )
    return 'change-by';
  if (direct('new-amount')) return 'new-amount';
  // "55k a year of spending", "3k a month in expenses": what is spent, named after its period.
  if (
    /^\s*(?:of|in) (?:(?:living|monthly|yearly|annual|household) )?(?:spending|expenses|costs)\b/.test(noun)
  )
    return 'expenses';
  // "A 200 raise per paycheck", "a $150 pay cut": a change by the amount, said before its noun.
  if (/^\s*(?:dollars?\s+|bucks\s+)?(?:pay\s+)?(?:raise|bump|pay cut|paycut|cut in pay)\b/.test(after))
    return 'change-by';
  // "1,150 a week after gas", "$1,950 every other week after taxes": what comes in, net.
  if (frequency !== null && NET_AFTER.test(noun)) return 'income';
  if (!direct('change-by') && saidAsPay(text, at, near, after, frequency)) return 'income';
  // "Going from 320 to 410": the first is the amount today.
  if (/\bfrom\s*$/.test(near) && /^\s*(?:k|dollars|bucks)?\s*to\s+\$?\s*\d/.test(after)) return 'current';
  if (direct('change-by')) return 'change-by';
  if (
    /^\s*(?:more|less|extra|fewer|cheaper|lower|higher|more expensive|less expensive)\b/.test(after) &&
    // "If my hours get cut and I make $300 less": the "if" may sit a clause before the amount.
    /\b(?:if|say|suppose|what if)\b/.test(sentenceBefore(text, at))
  )
    return 'change-by';
  if (/\b(?:raise|pay cut|cut) of\s*$/.test(near)) return 'change-by';
  // "Rent +40": the bill, up by the amount.
  // Not "disney+ 13.99", a name.
  if (/\b[a-z]+(?:'s)?\s+\+$/.test(text.slice(0, at))) return 'change-by';
  // "Take 200 off the rent": a cut by the amount.
  if (/^\s*(?:dollars\s+|bucks\s+)?off\s+(?:the|my|our)\b/.test(after)) return 'change-by';
  // "With my paycheck could I manage $725 a month": the amount right after the verb is the cost.
  if (
    /\b(?:afford|manage|handle|swing|stretch|cover|take on|pay for)(?:\s+(?:a|an|another|the))?(?:\s+(?:new|extra))?\s*$/.test(
      near,
    )
  )
    return 'new-payment';
  if (OWED_AFTER.test(after)) return 'owed';
  // "2 years to save 6,000", "want to have 10k": what is aimed for.
  if (
    frequency === null &&
    /\b(?:to|want to|need to|have to)\s+(?:save|put away|set aside|have|get to|reach)\s*$/.test(near)
  )
    return 'target';
  // "How much a month do I save for a 40k down payment": the price saved toward, not saved already.
  if (
    frequency === null &&
    /\b(?:save|saving|put away|putting away|set aside|setting aside)\b[^.?!]{0,25}\bfor (?:a|an|the|my|our)\s*$/.test(
      near,
    )
  )
    return 'target';
  // "Puts me over 300k by 65", "gets us past a million": a sum aimed for, not one put in.
  if (
    frequency === null &&
    /\b(?:puts?|putting|gets?|getting|takes?|taking|brings?|pushes?|land)\s+(?:me|us|it|them|him|her)\s+(?:over|past|above|beyond|to|at|near|close to|under|below)\s*(?:about\s+|around\s+)?$|\b(?:over|past|above|more than|at least|under|below|less than)\s*$/.test(
      near,
    ) &&
    /\bretir|\bby (?:age )?\d{2}\b/.test(text)
  )
    return 'target';
  // "How many weeks before I've got 1,000 put away": what is aimed for, not what is there.
  if (
    /\b(?:before|until|till|by the time)\s+(?:i've got|i have|i've|we have|we've got|i've saved|we've saved)\s*$/.test(
      near,
    )
  )
    return 'target';
  // "90k in my 401k" is saved; "150 in my 401k on the 1st and the 15th" is a saving.
  if (SAVED_AFTER.test(after) && frequency === null) return 'saved';
  // "401k: 85,000", "IRA - 40k": what a plan holds.
  if (
    frequency === null &&
    /(?:\bp{4,}|\b(?:ira|roth|hsa|pension|brokerage|savings|retirement))\s*[:=-]\s*$/.test(text.slice(0, at))
  )
    return 'saved';
  // "already have 120k", "already got 20k": saved before, whatever verb carries it.
  if (/\balready\s+(?:have|got|saved|put away)\s*(?:about\s+|around\s+)?$/.test(near)) return 'saved';
  // "Leave my $75,000 alone": what is there, left to grow.
  if (/\b(?:leave|leaving|let)\s+(?:my|our|the)?\s*$/.test(near)) return 'saved';
  if (BALANCE_AFTER.test(after)) return 'balance';
  // "Is 1200 rent too much on 45k a year?": what one lives on, with how often.
  if (
    frequency !== null &&
    /\b(?:on|off)(?:\s+(?:a|an|about|around|only|just))?\s*$/.test(near) &&
    !/\b(?:live|living|spend|spending|spent)\s+on\s*$/.test(near) &&
    // "2% cash back on 1,200 a month of spending": what is spent, not what one lives on.
    !/^[^,.;?!]{0,20}\b(?:of|in)\s+(?:spending|purchases|charges|expenses|groceries|gas)\b/.test(after) &&
    // "Retire at 65 on $650/mo starting at 40": what is saved toward it.
    !/\bretir/.test(text)
  )
    return 'income';
  // "Pick up 2 extra shifts a month at 150 each": pay for work, not a cost.
  if (
    /\b(?:shifts?|gigs?|overtime|side jobs?|extra hours)\b[^.?!]{0,30}\b(?:at|for|paying|pays)\s*$/.test(near)
  )
    return 'income';
  // "Plus 2,600 monthly from teaching", "1,100 a month from my pension": pay, by where it comes from;
  // "a 25 a week allowance", "a 4,100 monthly paycheck": pay, by the noun after it.
  // Not what is put away from it ("putting 100 a month from my job into a roth").
  if (frequency !== null && (INCOME_FROM.test(after) || INCOME_NOUN_AFTER.test(noun)) && !direct('saving'))
    return 'income';
  if (
    RECEIVED_BEFORE.test(near) ||
    (OTHERS_CHIP_IN.test(near) && /\bin\s*(?:about|around|another|an extra)?\s*$/.test(near))
  )
    return 'income';
  for (const [role, pattern] of CUES) {
    if (role === 'new-amount' || role === 'change-by' || role === 'percent-of') continue;
    if (!pattern.test(near)) continue;
    if (role === 'saving' && frequency === null) return 'saved';
    if (role === 'payment' && PAYMENT_NOUN.test(noun)) return 'new-payment';
    return role;
  }
  if (PAYMENT_NOUN.test(noun)) return 'new-payment';
  // "With $1,100 a month" is what goes in, not what is there.
  if (
    frequency === null &&
    /\b(?:i have|i've got|savings of|with)\s*$|^(?:have|got|already have)\s*$/.test(near)
  )
    return 'saved';
  // "500 a month for a car", "rent would be $1,100 and a car $300": a cost, by what it is for.
  if (frequency !== null && /^\s*(?:for|on|towards?)\s+(?:a|an|the|my|our|his|her)?\s*[a-z]/.test(noun))
    return 'new-payment';
  if (COST_NAMED_BEFORE.test(near)) return 'new-payment';
  // "Window cleaning is one-twenty every quarter": a thing's regular price (pay, savings and
  // balances were placed above).
  if (
    frequency !== null &&
    /\b(?!(?:savings|balance|checking|account|pay|paycheck|check|income|salary|wages|it|that|this|what|there|here|who)\b)[a-z]+(?:'s|\s+(?:is|are|costs?|runs?|charges?|bills?|would be|will be|comes? to))\s*(?:about|around|like|only|just|roughly)?\s*$/.test(
      near,
    )
  )
    return 'new-payment';
  return 'unknown';
}

const PER_PAY_AFTER =
  /^\s*(?:[a-z]+\s+){0,2}?(?:(?:out of|from|off|of|taken from|on)\s+)?(?:each|every|per|a) (?:pay ?check|paycheque|pay ?day|pay period|check)\b/;

/** An amount by the unit rather than the period: "$32 a day", "20 bucks a walk", "$45 per visit". */
const PER_UNIT_AFTER =
  /^\s*(?:dollars\s+|bucks\s+)?(?:(?:a|per|each|every|\/)\s*(?:day|night|walk|visit|session|class|lesson|shift|ride|trip|time|appointment|treatment|game|meal)\b|daily\b)/;
/**
 * An amount for each person or thing rather than each period: "700 per foster kid", "$40 a yard",
 * "25 per article". Its noun, singular.
 */
const HEADS: Record<string, string> = {
  kid: 'kids?|child(?:ren)?',
  child: 'kids?|child(?:ren)?',
  person: 'person|people',
  head: 'heads?',
  student: 'students?',
  client: 'clients?',
  customer: 'customers?',
  patient: 'patients?',
  resident: 'residents?',
  pet: 'pets?',
  dog: 'dogs?',
  yard: 'yards?',
  lawn: 'lawns?',
  house: 'houses?',
  home: 'homes?',
  room: 'rooms?',
  article: 'articles?',
  item: 'items?',
  order: 'orders?',
  delivery: 'deliver(?:y|ies)',
  event: 'events?',
  guest: 'guests?',
  job: 'jobs?',
};
const PER_HEAD_AFTER = new RegExp(
  `^\\s*(?:dollars\\s+|bucks\\s+)?(?:(?:a|per|each|every)\\s+(?:month|mo|week|wk|year|yr)\\s+)?(?:a|per|each|every|for each|for every|\\/)\\s*(?:foster\\s+|new\\s+|extra\\s+)?(${Object.keys(HEADS).join('|')})\\b`,
);
/** How many of them: "3 kids placed", "2 foster children". */
const headCount = (noun: string) =>
  new RegExp(`\\b(\\d+)\\s+(?:foster\\s+|new\\s+|extra\\s+)?(?:${HEADS[noun]})\\b`, 'g');
/** Pay for each one of several: "each one pays", "each of them brings in". */
const EACH_PAYS =
  /\beach(?: one| of (?:them|those|these))?\s+(?:pays?|brings? in|nets?|makes?)\b(?:\s+(?:me|us|about|around|roughly))*\s*$/;
/** How many of them, said before: "2 paper routes", "3 rentals". */
const COUNTED_THINGS = /\b(\d{1,2})\s+(?:[a-z-]+\s+){0,2}?[a-z]+s\b/g;
/** An amount for each one of something, times how many there are ("$32 a day, 3 days a week"). */
function timesCount(
  each: number,
  counted: { per: string; count: number; countAt: number },
  frequency: Frequency | null,
  role: ReadNumber['role'],
  at: number,
): ReadNumber {
  const value = Math.round(each * counted.count * 100) / 100;
  return { value, unit: 'money', frequency, role, at, from: { each, ...counted } };
}

/** What is counted in a week or a month: "3 days", "5x", "twice" (read as 2 times). */
export const COUNTED =
  '(?:x|days?|nights?|walks?|visits?|sessions?|class(?:es)?|lessons?|shifts?|rides?|trips?|times?|appointments?|treatments?|games?|meals?)';
/** How many units a week or a month: "3 days a week", "5x a month". */
const UNITS_PER_PERIOD = new RegExp(
  `\\b(\\d+)\\s*${COUNTED}\\s*(?:a|per|each|every|\\/)\\s*(week|wk|month|mo)\\b`,
  'g',
);

const HOURLY_RATE = /(?:\$\s*)?(\d+(?:\.\d+)?)\s*(?:\/\s*(?:hr|hour)|an? (?:hour|hr)|per (?:hour|hr))\b/g;
const HOURS_A_WEEK = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\s*(?:a|per|each|every|\/)\s*(?:week|wk)\b/g;
/** After an amount: by the hour. */
const PER_HOUR_AFTER = /^\s*(?:dollars\s+|bucks\s+)?(?:\/\s*(?:hr|hour)|an? (?:hour|hr)|per (?:hour|hr))\b/;
/** Someone the asker would pay by the hour: the rate is a cost, not their pay. */
const HIRED_BY_THE_HOUR =
  /\b(?:sitters?|babysit\w*|nann(?:y|ies)|tutor\w*|cleaners?|cleaning|housekeep\w*|walkers?|caregivers?|care ?takers?|therapists?|counsel(?:l)?ors?|lawyers?|attorneys?|plumbers?|electricians?|mechanics?|handyman|contractors?|lessons?|parking|coach\w*|trainers?|daycare|childcare|day care|child care|aides?|helpers?)\b/;

/** The asker doing the work others are hired for: "i babysit", "we clean houses", "as a tutor". */
const WORKS_AS_HIRED =
  /\b(?:i|we) (?:also |still |now )?(?:babysit|tutor|clean|coach|train|nanny|walk|care for|counsel|teach|mow)\w*\b|\b(?:i|we) work as an?\b|\bi'?m an? (?:babysitter|sitter|nanny|tutor|cleaner|coach|trainer|caregiver|dog walker|aide|helper)\b/;

/**
 * Pay by the hour turned into a week's pay, for an answer that weighs it as income: one rate and
 * one count of hours a week ("19.75 an hour, about 32 hrs a week"), and no overtime or tips, which
 * the figures alone do not settle. The numbers are returned unchanged otherwise.
 */
export function withHourlyPay(text: string, numbers: ReadNumber[]): ReadNumber[] {
  const rates = [...text.matchAll(HOURLY_RATE)];
  const hours = [...text.matchAll(HOURS_A_WEEK)];
  if (
    rates.length !== 1 ||
    hours.length !== 1 ||
    /\b(?:overtime|time and a half|double time|tips?)\b/.test(text)
  )
    return numbers;
  const rate = rates[0]!;
  const rateAt = rate.index + rate[0].indexOf(rate[1]!);
  const count = Number(hours[0]![1]);
  const each = Number(rate[1]);
  // "12 an hour each" for 3 kids: a rate for each of several, which the week's pay would leave out.
  if (/^\s*each\b/.test(text.slice(rate.index + rate[0].length))) return numbers;
  const said = numbers.find((n) => Math.abs(n.at - rateAt) <= 1);
  // "A sitter at $18 an hour, 10 hours a week": what the asker would pay, each week. Not when the
  // asker does the work ("i babysit", "i tutor", "as a nanny").
  const hired = said?.role !== 'income' && HIRED_BY_THE_HOUR.test(text) && !WORKS_AS_HIRED.test(text);
  const pay: ReadNumber = {
    value: Math.round(each * count * 100) / 100,
    unit: 'money',
    frequency: 'weekly',
    role: hired ? 'new-payment' : 'income',
    at: rateAt,
    from: { each, per: 'an hour', count, countAt: hours[0]!.index },
  };
  return [...numbers.filter((n) => Math.abs(n.at - rateAt) > 1), pay].sort((a, b) => a.at - b.at);
}

/** A rate by the piece, after its amount: "4.25 a page", "175 per chimney", "6 bucks a window". */
const PIECE_RATE =
  /(?:\$\s*)?(\d+(?:\.\d+)?)\s*(?:dollars\s+|bucks\s+)?(?:(?:a|an|per|each|for each|for every)\s+|\/\s*)([a-z]{3,}(?:-[a-z]{3,})?)\b(?:\s+([a-z]{3,})\b)?/g;
/** The days worked in a week, a month or a year: "4 days a week", "180 days at sea per year". */
const WORK_DAYS =
  /\b(\d{1,3})\s+(?:work\s*|working\s+)?days?(?:\s+(?:at|on|in)\s+(?:the\s+)?[a-z]+)?\s+(?:a|per|each|every|\/)\s*(week|wk|month|mo|year|yr)\b/g;
/** Not a piece: a period, a paycheck, or what other readings own (an hour, a person). */
const NOT_A_PIECE =
  /^(?:week|wk|weeks|month|mo|months|year|yr|years|annum|quarter|fortnight|hour|hr|hrs|pay|paycheck|paycheque|payday|check|person|head|piece|pop|share|cut|fee|rate|the|and|one|few|bit|lot|mile)$/;
/** The plural a count of it would be said in: "chimney" -> "chimneys", "ceremony" -> "ceremonies". */
const pluralOf = (noun: string) =>
  /[^aeiou]y$/.test(noun)
    ? `${noun.slice(0, -1)}ies`
    : /(?:s|x|ch|sh)$/.test(noun)
      ? `${noun}es`
      : `${noun}s`;
/**
 * Said by someone paid by the piece: a rate they get ("i bill 4.25 a page", "get 3.10 a pound"),
 * their trade before the figures ("locksmith — 85 a call", "pool cleaning biz, 38 a pool"), work
 * done "as a" trade or on the side.
 */
const EARNED_BEFORE =
  /\b(?:get|gets|getting|make|makes|making|earn|earns|earning|charge|charges|charging|bill|bills|billing|nets?|netting|gross(?:es)?|clear|clears|paid|pays me|pays us|average|averages|averaging|avg|brings?(?: in)?|bringing in)\s+(?:me\s+|us\s+)?(?:about\s+|around\s+|roughly\s+|~)?\$?\s*$/;
/** What a third person's verb of pay is said of when it is the asker's own: "my biz charges", "it pays". */
const OWN_SUBJECT =
  /(?:\b(?:my|our) (?:[a-z-]+ )?(?:business|biz|shop|company|gig|hustle|job|work|route|store|stand|truck|side|podcast|channel|blog|stream|band|studio|practice|farm|crew)|\b(?:it|that|this|each one|each))\s+$/;

/**
 * A verb of pay just before the rate, said by the asker ("i charge 65 a groom", "get 3.10 a pound")
 * or of their own work ("my biz charges"); "the dog walker charges 22 a walk" is someone else's price.
 */
function earnedBefore(before: string): boolean {
  const found = EARNED_BEFORE.exec(before);
  if (!found) return false;
  const verb = /^[a-z]+/.exec(found[0].replace(/^\W+/, ''))![0];
  const thirdPerson = /(?:[^s]s|es)$/.test(verb) && verb !== 'pays' && verb !== 'gross';
  return !thirdPerson || OWN_SUBJECT.test(before.slice(0, found.index + found[0].indexOf(verb)));
}
const TRADE_FIRST =
  /^(?:i'm an? |i am an? |as an? )?(?:[a-z-]+ ){0,2}[a-z-]+(?:er|or|ist|ian|smith|tech|biz|business|wright)(?: here)?\s*[,:—–-]/;
const EARNER =
  /\b(?:i|we) work\b[^,.;]{0,30}\bas an?\b|\b(?:i|we) (?:drive|deliver|dash|shop|work|ride) for\b|\bon the side\b|\bside (?:hustle|gig|job|business)\b|\b(?:my|our|the) (?:route|gig|clients|customers)\b|\b(?:biz|business)\b/;
/**
 * The sentence opens on the asker's work before the rate: "i clean short-stay rentals between
 * guests, 70 per turnover", "i board dogs at my place, 45 per dog-night".
 */
const WORK_SAID_FIRST =
  /^\W*(?:i|we) (?!(?:pay|paid|buy|bought|need|want|spend|spent|rent|order|use|get|have|own|do|take|eat|drink|think|was|am|are|could|can|would|will|should|just|also|only)\b)[a-z]+ [^,.;?!]{2,40},\s*\$?\s*$/;
/** "i sweep chimneys", "i service 60 pools": the asker's own work on the pieces counted. */
const workedOn = (plural: string) =>
  new RegExp(
    `\\b(?:i|we) (?!(?:pay|buy|need|want|spend|rent|order|use|get|have|own|do|take|eat|drink)\\b)[a-z]+ (?:about |around |roughly |~)?(?:\\d[\\d,]* )?(?:[a-z]+ )?${plural}\\b`,
  );

/**
 * Pay by the piece turned into a week's, a month's or a year's pay: one rate by a piece and one count
 * of those pieces a week, a month or a year ("4.25 a page ... about 400 pages a week", "38 a pool and
 * i service 60 pools every week", "310 a day at sea, 180 days at sea per year"), or a day with the
 * days worked ("28 a draw, 9 draws a day, 4 days a week"), said by someone who is paid it. Any piece, not a list of them: the count names
 * the same thing as the rate. Read as the asker's income only when the words say they earn it; a
 * price by the piece ("the laundromat is 3.50 a load") is left to the other readings.
 */
export function withPieceRate(text: string, numbers: ReadNumber[]): ReadNumber[] {
  const rates = [...text.matchAll(PIECE_RATE)].filter((r) => !NOT_A_PIECE.test(r[2]!));
  if (rates.length !== 1 || /\b(?:overtime|tips?)\b/.test(text)) return numbers;
  const rate = rates[0]!;
  // The piece is the rate's word, or the word after it ("300 per sponsored episode").
  const countsOf = (word: string) => {
    const noun = word.replace(/s$/, '');
    const plural = pluralOf(noun);
    return [
      ...text.matchAll(
        new RegExp(
          `\\b(\\d[\\d,]*)\\s+(?:[a-z-]+\\s+)?(?:${plural}|${noun})(?:\\s+(?:at|on|in)\\s+(?:the\\s+)?[a-z]+)?\\s+(?:(?:a|per|each|every|\\/)\\s*(day|week|wk|month|mo|year|yr)\\b|(daily|weekly|monthly|yearly)\\b)`,
          'g',
        ),
      ),
    ].map((found) => {
      found[2] = found[2] ?? found[3]!.replace(/ly$/, '').replace(/^dai$/, 'day');
      return found;
    });
  };
  const first = countsOf(rate[2]!);
  const counts = first.length > 0 || !rate[3] ? first : countsOf(rate[3]);
  const plural = pluralOf((counts === first ? rate[2]! : rate[3]!).replace(/s$/, ''));
  if (counts.length !== 1) return numbers;
  // "9 draws a day, 4 days a week": pieces a day, and the days worked a week, a month or a year.
  const daily = /^d/.test(counts[0]![2]!);
  const days = daily ? [...text.matchAll(WORK_DAYS)] : [];
  if (daily && days.length !== 1) return numbers;
  const rateAt = rate.index + rate[0].indexOf(rate[1]!);
  // Their rate or their trade said outright is pay, whatever the trade ("pool cleaning biz");
  // otherwise pay only when nobody is hired.
  const said =
    earnedBefore(text.slice(Math.max(0, rateAt - 40), rateAt)) ||
    TRADE_FIRST.test(text) ||
    WORK_SAID_FIRST.test(sentenceBefore(text, rateAt)) ||
    new RegExp(`\\bpaid (?:by|per) the ${rate[2]!}\\b`).test(text);
  const earned =
    said || ((EARNER.test(text) || workedOn(plural).test(text)) && !HIRED_BY_THE_HOUR.test(text));
  if (!earned) return numbers;
  const [countSaid, n, counted] = counts[0]!;
  const countAt = counts[0]!.index + countSaid.indexOf(n!);
  const piece = counts === first ? rate[2]! : rate[3]!;
  const perPiece = rate[0]
    .slice(rate[0].indexOf(rate[1]!) + rate[1]!.length, rate[0].lastIndexOf(piece) + piece.length)
    .replace(/^\s*(?:dollars\s+|bucks\s+)?/, '');
  const day = days[0];
  const dayCount = day ? Number(day[1]) : 1;
  const dayAt = day ? day.index + day[0].indexOf(day[1]!) : -1;
  const count = Number(n!.replace(/,/g, '')) * dayCount;
  // "($28.00 a draw x 9 a day x 4)": each count said back, so no figure of the question goes unnamed.
  const per = day ? `${perPiece} x ${n} a day` : perPiece;
  const period = day ? day[2]! : counted!;
  const each = Number(rate[1]);
  const pay: ReadNumber = {
    value: Math.round(each * count * 100) / 100,
    unit: 'money',
    frequency: /^w/.test(period) ? 'weekly' : /^y/.test(period) ? 'yearly' : 'monthly',
    role: 'income',
    at: rateAt,
    from: day
      ? { each, per, count: dayCount, countAt: dayAt, perAt: countAt }
      : { each, per, count, countAt },
  };
  const near = (at: number, from: number, length: number) => at >= from - 1 && at <= from + length;
  return [
    ...numbers.filter(
      (x) =>
        !near(x.at, rateAt, rate[1]!.length) &&
        !near(x.at, countAt, n!.length) &&
        !(day && near(x.at, dayAt, day[1]!.length)),
    ),
    pay,
  ].sort((a, b) => a.at - b.at);
}

/**
 * Two people who each put in the same amount: "my husband and I each put 300 a month", "we both
 * save $250". The phrase comes before the amount, in the same sentence. "We each" does not say how
 * many.
 */
const TWO_OF_US_EACH =
  /\b(?:(?:my|our) (?:husband|wife|partner|spouse|fianc[eé]e?|boyfriend|girlfriend|bf|gf) and (?:i|me)|(?:i|me) and my (?:husband|wife|partner|spouse|fianc[eé]e?|boyfriend|girlfriend|bf|gf)|the two of us) (?:each|both)\b|\bwe both\b|\bboth of us\b/g;

/** A regular amount that two people each put in, counted for both ("$300.00 each x 2"). */
export function withTwoOfUs(text: string, numbers: ReadNumber[]): ReadNumber[] {
  const phrases = [...text.matchAll(TWO_OF_US_EACH)];
  if (phrases.length !== 1) return numbers;
  const phraseAt = phrases[0]!.index;
  return numbers.map((n) => {
    const between = text.slice(phraseAt, Math.max(phraseAt, n.at));
    // "We both work: I net 1,600 and my partner nets 1,150": each one's own amount, said apart.
    const apart = /[:,]|\b(?:i|he|she|my|his|her)\b/.test(between.slice(phrases[0]![0].length));
    if (
      n.unit !== 'money' ||
      n.frequency === null ||
      n.from ||
      n.at < phraseAt ||
      /[.?!;]/.test(between) ||
      apart
    )
      return n;
    return { ...n, value: n.value * 2, from: { each: n.value, per: 'each', count: 2, countAt: phraseAt } };
  });
}

/** Between two amounts put in by two people: "300 and my partner puts 275 (each month)". */
const AND_ANOTHER_PUTS =
  /^\s*(?:dollars|bucks)?\s*(?:and|&|\+|plus|while)\s+(?:i|we|(?:my|his|her|our|the)\s+[a-z]+(?:'s)?)\s+(?:puts?|adds?|contributes?|saves?|sets? aside|chips? in|kicks? in|does)\s+(?:in\s+)?(?:another\s+)?\$?\s*$/;

/**
 * One frequency said after two people's amounts ("i put 300 and my partner puts 275 into retirement
 * each month") is each one's: the first, with none of its own, is not a sum saved already.
 */
export function withSharedFrequency(text: string, numbers: ReadNumber[]): ReadNumber[] {
  return numbers.map((n, i) => {
    const next = numbers[i + 1];
    if (n.unit !== 'money' || n.frequency !== null || next?.unit !== 'money' || next.frequency === null)
      return n;
    const between = text.slice(n.at, next.at).replace(/^\$?[\d.,]+\s*k?/, '');
    return AND_ANOTHER_PUTS.test(between) ? { ...n, frequency: next.frequency, role: next.role } : n;
  });
}

/** Things bought once, whose price is not a monthly payment unless the words say so. */
const BOUGHT_ONCE =
  /^\s*(?:k\s+|dollars?\s+|bucks\s+)?(?:[a-z]+\s+){0,2}?(?:car|truck|suv|house|home|condo|boat|motorcycle|motorbike|dirt ?bike|e-?bike|scooter|moped|atv|jet ?ski|tv|television|laptop|computer|tablet|ipad|console|camera|phone|ring|watch|wedding|vacation|trip|couch|sofa|sectional|mattress|bed|fridge|refrigerator|freezer|washer|dryer|dishwasher|stove|appliances?|furniture|piano|guitar|bike|bicycle|camper|trailer|tractor|mower|hot tub|rv|van)\b(?!\s+(?:payments?|pymts?|pmts?|notes?|loans?|leases?|insurance|bills?|plans?))/;

/** An amount that is a price paid once: a thing bought, or more than a year's pay would make a month. */
function isPrice(text: string, n: ReadNumber): boolean {
  const after = text.slice(n.at).replace(/^\$?\s*[\d,.]+/, '');
  // "Rent would be $1,100": a bill's amount, not a price (not "a car $300", which may be either).
  const near = clauseBefore(text, n.at);
  if (n.value < 10_000 && COST_NAMED_BEFORE.test(near) && !/\b(?:car|truck)\s*$/.test(near)) return false;
  // "1,500 a month", "a $400 car payment", "$1,250 rent": a month's amount, not a price.
  if (/^\s*(?:k\s+|dollars?\s+|bucks\s+)?(?:(?:a|per|each|every|\/)\s*(?:month|mo)\b|monthly)/.test(after))
    return false;
  if (
    /^[^,.;?!]{0,30}\b(?:payments?|pymts?|pmts?|notes?|loans?|leases?|rent|mortgage|premiums?|bills?|insurance)\b/.test(
      after,
    )
  )
    return false;
  // "Can we afford a 2,400 crib and nursery set": a thousand or more with no frequency and nothing
  // paid by the month named is not a month's payment either ("60 for internet" may well be).
  return (
    BOUGHT_ONCE.test(after) ||
    n.value >= 10_000 ||
    (n.role === 'new-payment' && n.value >= 1_000 && !PAYMENT_NOUN.test(after))
  );
}

/** Interest-free financing: "at 0% over 24 months", "on a 36-month 0% plan", "0% apr for 12 months". */
const NO_INTEREST = /\b(?:0|zero)\s*(?:%|percent)(?:\s+(?:apr|interest|financing))?/;

/**
 * A price paid off in equal months with no interest ("1,440 at 0% over 24 months"): a new payment
 * of the price over the months, written back as "($1,440.00 over 24 months)". The 0% and the months
 * are how it is paid, not figures of their own.
 */
function withInstallments(text: string, numbers: ReadNumber[]): ReadNumber[] {
  const free = NO_INTEREST.exec(text);
  const months = numbers.filter((n) => n.unit === 'months' && n.role === 'duration');
  const prices = numbers.filter((n) => n.unit === 'money' && n.frequency === null && n.value >= 100);
  if (!free || months.length !== 1 || prices.length !== 1) return numbers;
  const [price, span] = [prices[0]!, months[0]!];
  // The price, the 0% and the months in one sentence.
  const from = Math.min(price.at, span.at, free.index);
  const to = Math.max(price.at, span.at, free.index);
  if (/[.?!;]/.test(text.slice(from, to)) || span.value < 2) return numbers;
  const monthly: ReadNumber = {
    ...price,
    value: Math.round((price.value * 100) / span.value) / 100,
    frequency: 'monthly',
    role: 'new-payment',
    from: { each: price.value, per: 'months', count: span.value, countAt: span.at },
  };
  return numbers.flatMap((n) =>
    n === price ? [monthly] : n === span || (n.unit === 'percent' && n.value === 0) ? [] : [n],
  );
}

/** In an affordability question, the amounts that are prices paid once take the role 'price'. */
export function withPrices(text: string, read: ReadNumber[]): ReadNumber[] {
  const numbers = withInstallments(text, read);
  return numbers.map((n) =>
    n.unit === 'money' &&
    ['new-payment', 'payment', 'unknown'].includes(n.role) &&
    n.frequency === null &&
    isPrice(text, n)
      ? { ...n, role: 'price' }
      : n,
  );
}

const PAY_ITSELF_AFTER = /^\s*(?:a|per|each|every) (?:pay ?check|paycheque|pay ?day|pay period|check)\b/;

/**
 * How often the question says its asker is paid, wherever it says it: "paid semi-monthly, 1,425 a
 * check", "my biweekly paycheck". Null when it does not.
 */
export function statedPayFrequency(text: string): Frequency | null {
  for (const said of text.matchAll(
    /\b(?:paid|pay ?checks?|paycheques?|pay ?days?|pay (?:comes|hits|lands|arrives|drops|goes in))\s+(?:is\s+|are\s+|comes?\s+)?/g,
  )) {
    const found = frequencyAt(text.slice(said.index + said[0].length));
    if (found) return found;
  }
  const before = /\b([a-z-]+)\s+(?:pay ?checks?|paycheques?|pay ?days?|pay)\b/.exec(text)?.[1];
  return before ? (FREQUENCY_ADJECTIVE.find(([, p]) => p.test(before))?.[0] ?? null) : null;
}

const AGE_BEFORE =
  /\b(?:i am|i'm|im|age|aged|i turn(?:ed)?|just turned|turning|i will be|i'll be|(?:starting|start|beginning|from)(?: now| today)? at|i started at)\s*$/;
const AGE_AFTER = /^\s*(?:years?|yrs?)[- ]old\b|^\s*y\/?o\b/;
const RETIRE_AGE_BEFORE = /\b(?:by|until|till|at|to|retire at|retiring at|age)\s*(?:age\s*)?$/;

/** "Into a 529", "my 529": the college savings plan's name, not $529. */
export const PLAN_529 =
  /\b(?:a|my|our|the|his|her|their|into|in|to|for)\s+529\b(?!\s*(?:dollars?|bucks|usd|a |an |per |each|every|\/))/g;

/** Every number of the question (lower-cased, markup removed), in order. */
export function readNumbers(text: string): ReadNumber[] {
  // A plan's name is not an amount: "401k" is not $401,000, nor "into a 529" $529.
  const plain = text
    .replace(/\b(401|403|457)\s*\(?[kb]\)?/g, (m) => 'p'.repeat(m.length))
    .replace(PLAN_529, (m) => m.replace('529', 'ppp'));
  const found: ReadNumber[] = [];
  const pattern =
    /(\$\s*|\busd\s*|\bus\$\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s*(k|thousand|grand|m|million)\b)?(\s*(?:%|percent\b|per ?cent\b))?(\s*dollars?\b|\s*bucks\b|\s*usd\b)?/g;
  for (const match of plain.matchAll(pattern)) {
    const [whole, dollar, digits, scale, percent, dollarsWord] = match;
    // Where the figure starts: a written currency code before it ("usd 960") is not part of it.
    const at = match.index + (dollar && /[a-z]/.test(dollar) ? dollar.length : 0);
    const value = Number(digits!.replace(/,/g, '')) * (scale ? MULTIPLIER[scale]! : 1);
    if (!Number.isFinite(value)) continue;
    const after = plain.slice(match.index + whole.length);
    const near = clauseBefore(plain, at);
    // "Total by 65?" from someone who said their age: when they retire, not a change by $65.
    const retiring =
      !dollar &&
      !scale &&
      !dollarsWord &&
      !percent &&
      /^(?:5[5-9]|6\d|7\d|80)$/.test(digits!) &&
      /\b(?:by|at|until|till)\s*(?:age\s*)?$/.test(plain.slice(0, at)) &&
      frequencyAt(after) === null &&
      /\bretir\w*|\b(?:i'm|i am|im|age|aged)\s+\d|\d\s*(?:yo|y\/o|years? old)\b|^\s*\d{2}\s*[.,]/.test(plain);
    if (retiring) {
      found.push({ value, unit: 'plain', frequency: null, role: 'retire-age', at });
      continue;
    }
    // "goes up to 85", "up by 100": what a change cue is followed by is an amount, however small.
    const changeCue = cueTest('new-amount', near) || cueTest('change-by', near);
    // "We're like 90% sure": how sure, not a figure.
    if (percent && /^\s*(?:sure|certain|confident|positive)\b/.test(plain.slice(match.index + whole.length)))
      continue;
    if (percent) {
      const role: Role = /^\s*(?:rule|withdrawal rule)\b/.test(after)
        ? 'rule'
        : /^\s*of\s+(?:\$?\s*\d|(?:my|our|the|his|her|their)\b)/.test(after) ||
            // "6.5% sales tax on $1,240", "20% down", "a 15% tip": a share of an amount.
            /^\s*(?:[a-z]+\s+){0,2}on\s+(?:a\s+|my\s+|the\s+)?\$?\s*\d/.test(after) ||
            /^\s*(?:down|deposit|tip|off|discount)\b/.test(after)
          ? 'percent-of'
          : changeCue ||
              PERCENT_CHANGE.test(near) ||
              // "A 4% bump", "raising rent 12%": a rise or a cut by that share.
              // "A 3% rent increase": the bill named between.
              /^\s*(?:[a-z]+\s+)?(?:bump|increase|hike|raise|rise|jump|cut|decrease|drop)\b/.test(after) ||
              /\b(?:rais\w*|hik\w*|bump\w*|increas\w*|cut\w*)\s+(?:(?:the|my|our)\s+)?(?:[a-z]+\s+){0,2}(?:by\s+)?$/.test(
                near,
              )
            ? 'change-by'
            : 'rate';
      found.push({ value, unit: 'percent', frequency: null, role, at });
      continue;
    }
    // "Cut my hours to 30 a week", "shifts from 4 to 3": a count of hours or shifts, not money.
    if (
      !dollar &&
      !dollarsWord &&
      /\b(?:hours?|hrs?|shifts?|days?)\s+(?:(?:a|per) week\s+)?(?:to|at|from|of|down to|up to)?\s*$/.test(
        plain.slice(0, at),
      )
    )
      continue;
    // "55 a month", "15.49/mo": an amount with a frequency is money, however small.
    const money =
      dollar !== undefined ||
      // "A 1,050 apartment plus 60 for internet": a cost added to one.
      /(?:\bplus|\+|\banother|\bextra)\s*$/.test(plain.slice(0, at)) ||
      // "2 tickets at 80 each": a price by the piece.
      (/\b(?:at|for)\s*$/.test(plain.slice(0, at)) && /^\s*(?:each|apiece|a piece)\b/.test(after)) ||
      // "Tip 20% on 85", "6% of 40": what a share is taken of.
      /\d\s*(?:%|percent)\s+(?:[a-z]+\s+)?(?:on|of)\s+(?:a\s+|an\s+)?$/.test(plain.slice(0, at)) ||
      // "A 50 gym membership", "a 30 spotify plan": a small amount said as a cost's price.
      (/\b(?:a|an)\s*$/.test(plain.slice(0, at)) &&
        value >= 5 &&
        PAYMENT_NOUN.test(after) &&
        !/^\s*(?:bed|bedroom|br|bath|car|kids?|person|people|years?|months?|weeks?|days?|hours?|hrs?|min\w*|miles?|pages?|percent|%|x)\b/.test(
          after,
        )) ||
      // "I spend 45 on gas every week": what is spent on something, however small.
      (/\b(?:spend|spends|spent|spending|blow|blew)\s+(?:about\s+|around\s+|roughly\s+|like\s+)?$/.test(
        plain.slice(0, at),
      ) &&
        /^\s*(?:on|for)\s/.test(after)) ||
      // "a 86.40 tab": dollars and cents.
      /\.\d{2}$/.test(digits!) ||
      scale !== undefined ||
      dollarsWord !== undefined ||
      changeCue ||
      // "Went from 80 to 92": an amount and what it became, however small ("from 40 to 65" in a
      // question about retiring is ages).
      (/\bfrom\s*$/.test(plain.slice(0, at)) &&
        /^\s*to\s+\$?\s*\d/.test(after) &&
        !/\b(?:retir\w*|age[sd]?|old|i'm|i am|im|turn\w*)\b/.test(plain)) ||
      // "35 a session": a price by the piece, counted with its sessions a week.
      (value >= 5 && PER_UNIT_AFTER.test(after)) ||
      // "95 from each paycheck": as often as the pay.
      PER_PAY_AFTER.test(after) ||
      // "At 65 and yearly income": a frequency after "and" is the next thing's.
      (frequencyAt(after) !== null && !/^\s*(?:times|x)\b/.test(after) && !/^\s*,?\s*and\s/.test(after));
    if (!money) {
      const before = plain.slice(0, at);
      // "At 40 hrs": a count of hours, never an age.
      if (/^\s*(?:hours?|hrs?)\b/.test(after)) continue;
      // "44, have 60k in a rollover": an age said first, on its own.
      const ageFirst =
        /^\s*$/.test(before) &&
        // "46 with 85k saved", "55 now, want to stop at 66": the asker's age, said first.
        /^\s*(?:,|\.\s|and\b|with\b|now\b|right now\b|here\b)/.test(after) &&
        value >= 16 &&
        value <= 90;
      // "$1.5k/mo from 38 at 8%, total at 65?": saving from an age, to a retirement age.
      const fromAge =
        /\bfrom\s*$/.test(before) &&
        /^\s*(?:,|at\b|on\b|onwards?\b|until\b|till\b)/.test(after) &&
        /\b(?:at|by|until|till) (?:age )?(?:5[5-9]|6\d|7\d)\b|\bretir/.test(plain) &&
        value >= 16 &&
        value <= 70;
      // "What will it be when I'm 65", "by the time I'm 67": the age it is asked at, once an age is said.
      const atAgeAsked =
        value >= 55 &&
        value <= 80 &&
        /\b(?:when|once|by the time|till|until)\s+(?:i'm|i am|im|we're|we are|i turn|we turn)\s*$/.test(
          before,
        ) &&
        found.some((n) => n.role === 'age');
      if (atAgeAsked) {
        found.push({ value, unit: 'plain', frequency: null, role: 'retire-age', at });
        continue;
      }
      // "I'm 36, 900 a month, 6.5%, 65 total?": after an age and a rate, a bare 55 to 75 is when.
      if (
        value >= 55 &&
        value <= 75 &&
        Number.isInteger(value) &&
        /^\s*(?:total|pot|balance|value|then|at|\?|$)/.test(after) &&
        found.some((n) => n.role === 'age') &&
        found.some((n) => n.unit === 'percent' || n.frequency !== null)
      ) {
        found.push({ value, unit: 'plain', frequency: null, role: 'retire-age', at });
        continue;
      }
      if (AGE_AFTER.test(after) || AGE_BEFORE.test(before) || ageFirst || fromAge) {
        found.push({ value, unit: 'plain', frequency: null, role: 'age', at });
        continue;
      }
      const duration = /^\s*-?\s*(years?|yrs?|months?|mos?)\b/.exec(after);
      // "Every 3 months" is how often, not for how long.
      if (duration && /\bevery\s*$/.test(before)) continue;
      // "If I sign for 2 years": a contract's term, which no answer here works with.
      if (
        duration &&
        /\b(?:sign(?:s|ed|ing)?(?: up| on)?|renew(?:s|ed|ing)?|lock(?:s|ed|ing)? (?:it |us |me )?in|commit(?:s|ted|ting)?(?: to)?)\s+(?:for\s+)?(?:another\s+|a\s+)?$/.test(
          before,
        )
      )
        continue;
      if (duration) {
        const unit = duration[1]!.startsWith('y') ? 'years' : 'months';
        found.push({ value, unit, frequency: null, role: 'duration', at });
        continue;
      }
      // "At 65" is when one retires; "a divorce at 49" is how old one is.
      const retiring = /\b(?:retir\w*|stop working|quit working)\b[^,.;]{0,20}$/.test(before);
      if (
        value >= 40 &&
        value <= 100 &&
        Number.isInteger(value) &&
        RETIRE_AGE_BEFORE.test(before) &&
        (value >= 55 || retiring) &&
        // "2 tickets at 80 each": a price.
        !/^\s*(?:each|apiece|a piece|per|an? (?!year|yr)|dollars|bucks)\b/.test(after)
      ) {
        found.push({ value, unit: 'plain', frequency: null, role: 'retire-age', at });
        continue;
      }
      if (
        value >= 16 &&
        value < 55 &&
        Number.isInteger(value) &&
        /\bat\s*$/.test(before) &&
        !/^\s*(?:%|percent)/.test(after)
      ) {
        found.push({ value, unit: 'plain', frequency: null, role: 'age', at });
        continue;
      }
      // "We're both 41", "self-employed, 38.": an age, said as who they are.
      if (
        value >= 16 &&
        value <= 90 &&
        Number.isInteger(value) &&
        (/\b(?:we're|we are|they're|both)\s+(?:both\s+)?$/.test(before) ||
          (/[,.;:]\s*$/.test(before) && /^\s*(?:[,.;:!?]|$)/.test(after)))
      ) {
        found.push({ value, unit: 'plain', frequency: null, role: 'age', at });
        continue;
      }
      // "In 2027", "Jan 1, 2027": a year, not an amount.
      if (
        /^(?:19|20)\d\d$/.test(digits!) &&
        /(?:\b(?:in|by|on|of|since|until|till|from|before|after|during|year|for)|\d,?)\s*$/.test(before)
      )
        continue;
      // "A used 2019 tacoma", "my 2015 civic": a model year, not an amount.
      if (
        /^(?:19[5-9]\d|20[0-3]\d)$/.test(digits!) &&
        /\b(?:a|an|the|my|our|his|her|used|new|old|pre-owned|certified)\s*$/.test(before) &&
        /^\s+[a-z]/.test(after) &&
        !/^\s+(?:dollars?|bucks|rent|payments?|bills?|loans?|notes?|mortgage|a|an|per|each|every|monthly|month|a month|budget|deposit|down)\b/.test(
          after,
        )
      )
        continue;
      // A bare count ("2 goals", "3 kids", a day of the month) is no amount; a bare 100 or more is.
      if (value < 100 || /^(?:st|nd|rd|th)\b/.test(after)) continue;
    }
    // A salary is said by the year unless the words say otherwise ("60k salary", "salary 88k").
    const salary =
      SALARY_AFTER.test(after) ||
      /\b(?:salary|salaried|annual pay|base pay)(?:\s+(?:of|is|was|at))?\s*:?\s*$/.test(plain.slice(0, at));
    // "119.88 for the annual plan": the plan's own frequency, before one said earlier in a list.
    const plan = PLAN_AFTER.exec(after)?.[1];
    const frequency =
      frequencyAt(after) ??
      laterFrequency(after) ??
      (plan ? FREQUENCY_ADJECTIVE.find(([, p]) => p.test(plan))![0] : null) ??
      frequencyBefore(clauseBefore(plain, at, 6)) ??
      FREQUENCY_ADJECTIVE.find(([, p]) => p.test(clauseBefore(plain, at, 5)))?.[0] ??
      (salary ? 'yearly' : null);
    // "A babysitter is $18 an hour" with no hours said: a cost by the hour, no week to make of it.
    // Pay by the hour ("I make 18 an hour") is read as income, as before.
    // Not an hourly pay changing ("bumped from $20 to $23 an hour"), which is no cost.
    if (
      frequency === null &&
      PER_HOUR_AFTER.test(after) &&
      !/\d\s*(?:hours?|hrs?)\b/.test(plain) &&
      !changeCue &&
      !/\bto\s*\$?\s*$/.test(plain.slice(0, at)) &&
      moneyRole(plain, at, after, null) !== 'income'
    ) {
      found.push({ value, unit: 'money', frequency: null, role: 'unknown', at, perUnit: true });
      continue;
    }
    // "700 per foster kid each month": for each one of them, a total only with how many there are.
    const head = PER_HEAD_AFTER.exec(after);
    if (head) {
      const noun = head[1]!;
      const counts = [...plain.matchAll(headCount(noun))];
      const role = moneyRole(plain, at, after, frequency);
      if (counts.length === 1) {
        const count = Number(counts[0]![1]);
        found.push(
          timesCount(value, { per: `per ${noun}`, count, countAt: counts[0]!.index }, frequency, role, at),
        );
      } else found.push({ value, unit: 'money', frequency: null, role, at, perUnit: true });
      continue;
    }
    // "2 paper routes and each one pays 610 a month": the amount for each, times how many.
    const eachOf = EACH_PAYS.exec(clauseBefore(plain, at));
    if (eachOf) {
      const counted = [...plain.slice(0, at).matchAll(COUNTED_THINGS)].pop();
      if (counted) {
        found.push(
          timesCount(
            value,
            { per: 'each', count: Number(counted[1]), countAt: counted.index },
            frequency,
            'income',
            at,
          ),
        );
        continue;
      }
    }
    // "Army pay hits on the 1st and 15th, 1,950 each time": each payday, not by a unit.
    const paidEvery =
      frequency === null &&
      /^\s*(?:dollars\s+|bucks\s+)?(?:each|every)(?:\s+(?:time|check|paycheck|payday|one))?\b/.test(after)
        ? statedPayFrequency(plain)
        : null;
    if (paidEvery) {
      found.push({ value, unit: 'money', frequency: paidEvery, role: 'income', at });
      continue;
    }
    // "$32 a day", "20 bucks a walk": by the unit, a week's or a month's only with its count.
    if (frequency === null && PER_UNIT_AFTER.test(after)) {
      const counts = [...plain.matchAll(UNITS_PER_PERIOD)];
      // Counted a week or a month, it is a regular amount like any other ("a coach is 35 a session").
      const role = moneyRole(plain, at, after, counts.length === 1 ? 'weekly' : null);
      if (counts.length === 1) {
        const [said, n, period] = counts[0]!;
        const frequency: Frequency = /^w/.test(period!) ? 'weekly' : 'monthly';
        const per = PER_UNIT_AFTER.exec(after)![0].replace(/^\s*(?:dollars\s+|bucks\s+)?/, '');
        found.push(
          timesCount(
            value,
            { per, count: Number(n), countAt: counts[0]!.index + said.indexOf(n!) },
            frequency,
            role,
            at,
          ),
        );
      } else found.push({ value, unit: 'money', frequency: null, role, at, perUnit: true });
      continue;
    }
    // "$95 out of each paycheck": as often as the user is paid, which the reader works out.
    const perPay = frequency === null && PER_PAY_AFTER.test(after);
    // Out of each paycheck is regular, whatever the pay's frequency turns out to be ("save" a saving).
    const read = salary ? 'income' : moneyRole(plain, at, after, perPay ? 'monthly' : frequency);
    // "1,425 a check", "2,300 per paycheck": the pay itself, when nothing else in its clause places it.
    const role = perPay && read === 'unknown' && PAY_ITSELF_AFTER.test(after) ? 'income' : read;
    found.push({ value, unit: 'money', frequency, role, at, ...(perPay ? { perPay } : {}) });
  }
  return withMoreOfTheSame(plain, found);
}

/**
 * "My pension is 1,900 a month and my job adds 1,200 more": pay said as "more" with no frequency of
 * its own comes as often as the pay said before it in the sentence.
 */
function withMoreOfTheSame(text: string, numbers: ReadNumber[]): ReadNumber[] {
  return numbers.map((n) => {
    if (n.unit !== 'money' || n.role !== 'income' || n.frequency !== null) return n;
    const after = text.slice(n.at).replace(/^\$?\s*[\d,.]+\s*(?:k\b)?/, '');
    if (!/^\s*(?:dollars\s+|bucks\s+)?(?:more|extra)\b(?!\s+(?:a|per|each|every)\b)/.test(after)) return n;
    const earlier = numbers.filter(
      (m) =>
        m.at < n.at &&
        m.role === 'income' &&
        m.frequency !== null &&
        !/[.?!;]/.test(text.slice(m.at, n.at).replace(/\d[.,]\d/g, '')),
    );
    return earlier.length === 1 ? { ...n, frequency: earlier[0]!.frequency } : n;
  });
}
