import type { EventCategory, EventType } from '@/types/database';

/**
 * The calendar type and category a repeating payment starts with, from words its payee carries.
 * Only a suggestion: the person edits both before anything is added. Income is always
 * income/income; a payment no rule names is a bill in Other (subscriptions, memberships).
 */
export interface Suggestion {
  eventType: EventType;
  category: EventCategory;
}

// First match wins: "AUTO INSURANCE" is insurance before it is transportation.
const RULES: readonly { words: RegExp; suggestion: Suggestion }[] = [
  {
    words:
      /\b(INSURANCE|INSUR|ASSURANCE|GEICO|STATE FARM|ALLSTATE|PROGRESSIVE|LIBERTY MUTUAL|NATIONWIDE|USAA|METLIFE|AFLAC|LEMONADE)\b/,
    suggestion: { eventType: 'bill', category: 'insurance' },
  },
  {
    words:
      /\b(RENT|MORTGAGE|MTG|HOME LOAN|APARTMENTS?|APTS|PROPERTY|PROPERTIES|REALTY|HOA|HOMEOWNERS|LANDLORD|HOUSING)\b/,
    suggestion: { eventType: 'bill', category: 'housing' },
  },
  {
    words:
      /\b(ELECTRIC|ELECTRICITY|POWER|ENERGY|GAS CO|NATURAL GAS|WATER|SEWER|UTILITY|UTILITIES|UTILS|TRASH|WASTE|INTERNET|BROADBAND|CABLE|COMCAST|XFINITY|SPECTRUM|VERIZON|AT&T|T MOBILE|TMOBILE|SPRINT|WIRELESS|MOBILE|PHONE|TELECOM|FIBER|DUKE|PG&E|CON ED|CONED)\b/,
    suggestion: { eventType: 'bill', category: 'utilities' },
  },
  {
    words:
      /\b(AUTO LOAN|AUTO FINANCE|CAR PAYMENT|MOTOR|MOTORS|TOYOTA|HONDA|FORD CREDIT|GM FINANCIAL|ALLY|TRANSIT|METRO|PARKING|TOLL|TOLLS|EZPASS|E ZPASS)\b/,
    suggestion: { eventType: 'bill', category: 'transportation' },
  },
  {
    words:
      /\b(LOAN|LOANS|STUDENT|NAVIENT|NELNET|SALLIE MAE|MOHELA|CREDIT CARD|CARD PAYMENT|CARDMEMBER|AMEX|AMERICAN EXPRESS|DISCOVER|CAPITAL ONE|CITI CARD|SYNCHRONY|LENDING|FINANCE|FINANCIAL)\b/,
    suggestion: { eventType: 'bill', category: 'debt' },
  },
  {
    words:
      /\b(VANGUARD|FIDELITY|SCHWAB|BROKERAGE|INVEST|INVESTMENT|INVESTMENTS|401K|IRA|ROTH|BETTERMENT|WEALTHFRONT|ROBINHOOD|ETRADE|E TRADE)\b/,
    suggestion: { eventType: 'investment', category: 'investment' },
  },
  {
    words: /\b(SAVINGS|SAVING|TO SAV)\b/,
    suggestion: { eventType: 'saving', category: 'other' },
  },
];

const INCOME: Suggestion = { eventType: 'income', category: 'income' };
const OTHER_BILL: Suggestion = { eventType: 'bill', category: 'other' };

/** The suggestion for a repeating payment or income, from its payee key (upper case). */
export function suggestCategory(payeeKey: string, kind: 'income' | 'payment'): Suggestion {
  if (kind === 'income') return INCOME;
  return RULES.find((rule) => rule.words.test(payeeKey))?.suggestion ?? OTHER_BILL;
}

/** The categories of bills the check-up counts as essential costs: a roof, the lights, getting to work, cover, debts. */
export const ESSENTIAL_CATEGORIES: ReadonlySet<EventCategory> = new Set([
  'housing',
  'utilities',
  'transportation',
  'insurance',
  'debt',
]);
