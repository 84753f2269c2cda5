import MiniSearch from 'minisearch';
import { affordabilityAnswer } from './affordability-answer.ts';
import { arithmeticAnswer } from './arithmetic-answer.ts';
import { termAsked } from './arithmetic-terms.ts';
import { billsAnswer } from './bills-answer.ts';
import { calculationAnswer, debtOrInvestAnswer } from './calculate-answer.ts';
import type { ChatTurn } from './contract.ts';
import type { Reply } from './handler.ts';
import type { KnowledgeDoc } from './knowledge.ts';
import { checkupAnswer } from './checkup-answer.ts';
import { changeAnswer, forecastAnswer } from './forecast-answer.ts';
import { goalBehindAnswer } from './goal-behind-answer.ts';
import { personalAnswer, type Subject, type UserSnapshot } from './personal.ts';
import { splitQuestions } from './read-question.ts';
import { ASKS_REMAINING, ASKS_WHEN } from './reading/asks.ts';
import { readQuestion } from './reading/read.ts';
import type { Decline, Intent, Reading } from './reading/types.ts';
import {
  leftOut,
  leftOutDecline,
  UNIT_DECLINE,
  unitAskedMissing,
  unnamedFigures,
} from './reading/coverage.ts';
import { escapeRegExp } from './reading/escape.ts';
import { GATE_DECLINE, gateOf } from './reading/gates.ts';
import { declines, readingLine } from './reading/words.ts';
import { retirementAnswer } from './retirement-answer.ts';
import { formatMoney } from '../money.ts';
import { consultationPath, paths } from '../paths.ts';

/**
 * The offline responder: answers from the app's own content with no language model. It finds
 * the passages that match the question (MiniSearch full-text search), says what the best page
 * covers, links to it and suggests a next step. It never invents figures: every sentence it
 * states about money comes from a page's summary.
 */

const CONSULTATION = `[book a free consultation](${paths.dashboard.consultation})`;
/** The consultation form with a solution's topic chosen: its page's slug is the topic. */
const consultationAbout = (solutionUrl: string) =>
  `[book a free consultation](${consultationPath(solutionUrl.split('/').pop())})`;
const QUIZ = `[take the 3-question quiz](${paths.dashboard.quiz})`;
const COACH = `[talk it through with the Solutions Coach](${paths.dashboard.coach})`;
const HOW_MONEY_WORKS = `[How Money Works](${paths.dashboard.lesson('how-money-works')})`;
const BUDGETING_LESSON = `[Budgeting Basics](${paths.dashboard.lesson('budgeting')})`;
const NOT_ADVICE = '_This is general education, not individual financial, tax or legal advice._';

const STOP_WORDS = new Set(
  "a about am an and any are as at be but by can could did do does for from get got have how i i'm if im in is it its just me much my of on or our should so some than that the their them then there these they this to us was we what when where which who why will with would you your make makes want wants tips tip help work works tell explain know ideas ways way please".split(
    ' ',
  ),
);

/**
 * An answer needs most of the question's words (the words of asking, "how", "want", "tips", left
 * out) to match its page; below that the match is chance ("best" in "best pizza topping", a page
 * that shares two words of a long question about something else) and the honest "I don't know"
 * is better.
 */
const MIN_COVERAGE = 0.6;

const processTerm = (term: string): string | null => {
  const word = term.toLowerCase();
  return STOP_WORDS.has(word) ? null : word;
};

export function createOfflineResponder(docs: readonly KnowledgeDoc[], pauseMs = 12): Reply {
  const index = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'keywords', 'summary', 'text'],
    storeFields: ['id'],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 3, summary: 1.5 },
      // Short words match only themselves: "am" must not find "amount", nor "kids" "kinds".
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
    },
  });
  index.addAll(docs.map((d) => ({ ...d, keywords: d.keywords.join(' ') }) as unknown as KnowledgeDoc));
  const byId = new Map(docs.map((d) => [d.id, d]));
  const facts = docs.filter((d) => d.kind === 'fact');

  const answer = (question: string, snapshot?: UserSnapshot): string =>
    composeAnswer(question, (q) => search(index, byId, facts, q), snapshot);

  return async function* reply(history: ChatTurn[], signal: AbortSignal, snapshot?: UserSnapshot) {
    const question = [...history].reverse().find((t) => t.role === 'user')?.content ?? '';
    yield* streamWords(answer(question, snapshot), signal, pauseMs);
  };
}

/** Each keyword's whole-word pattern, made once: every question tests every keyword. */
const patterns = new Map<string, RegExp>();
function mentions(keyword: string, question: string): boolean {
  let pattern = patterns.get(keyword);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\w/])${escapeRegExp(keyword)}s?(?![\\w/])`, 'i');
    patterns.set(keyword, pattern);
  }
  return pattern.test(question);
}

const namedCount = (doc: KnowledgeDoc, question: string) =>
  doc.keywords.filter((keyword) => mentions(keyword, question)).length;

/** The quick answer whose words the question uses most ("emergency fund", "50/30/20", "avalanche"). */
function factNamedIn(
  facts: readonly KnowledgeDoc[],
  question: string,
): { fact: KnowledgeDoc; count: number } | null {
  let best: { fact: KnowledgeDoc; count: number; length: number } | null = null;
  for (const fact of facts) {
    const words = fact.keywords.filter((keyword) => mentions(keyword, question));
    const length = words.join('').length;
    if (
      words.length > 0 &&
      (!best || words.length > best.count || (words.length === best.count && length > best.length))
    ) {
      best = { fact, count: words.length, length };
    }
  }
  return best;
}

/**
 * A product named in the question leads a lesson that only mentions it: "What is an IUL?" is the
 * Tax Free Retirement page's question, though the tax lesson weighs IULs too (and follows).
 */
function productFirst(hits: KnowledgeDoc[], question: string): KnowledgeDoc[] {
  const top = hits[0];
  if (top === undefined || top.kind === 'solution') return hits;
  const product = hits.find(
    (doc) => doc.kind === 'solution' && namedCount(doc, question) > namedCount(top, question),
  );
  return product ? [product, ...hits.filter((doc) => doc !== product)] : hits;
}

function search(
  index: MiniSearch<KnowledgeDoc>,
  byId: Map<string, KnowledgeDoc>,
  facts: readonly KnowledgeDoc[],
  question: string,
): KnowledgeDoc[] {
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
  const terms = new Set(
    tokenize(question)
      .map(processTerm)
      .filter((t): t is string => !!t),
  );
  const found = index.search(question);
  // A page answers a question that names its subject (a word of one of its passages' titles, or
  // one of their keywords whole: "buy an annuity", not "buy"), not one that shares only words of
  // its text: "what would my place sell for today" is no lesson's, though "today" and "place" are.
  const subjects = new Set(
    found
      .filter((hit) => {
        const doc = byId.get(hit.id as string);
        return (
          doc !== undefined &&
          (Object.values(hit.match).some((fields) => fields.includes('title')) ||
            namedCount(doc, question) > 0)
        );
      })
      .map((hit) => byId.get(hit.id as string)?.url),
  );
  const hits = found
    .filter((hit) => terms.size > 0 && new Set(hit.queryTerms).size / terms.size >= MIN_COVERAGE)
    .map((hit) => byId.get(hit.id as string))
    .filter((doc): doc is KnowledgeDoc => doc !== undefined && subjects.has(doc.url));
  const named = factNamedIn(facts, question);
  if (!named) return productFirst(hits, question);
  const rest = hits.filter((doc) => doc !== named.fact);
  // The quick answer leads, unless the best page is a product or a tool the question names more
  // of ("infinite banking ... whole life", "add funds to my emergency fund goal").
  const top = rest[0];
  const topNamed = top !== undefined && top.kind !== 'article' && namedCount(top, question) > named.count;
  return topNamed ? [top, named.fact, ...rest.slice(1)] : [named.fact, ...rest];
}

const link = (doc: KnowledgeDoc) => `[${doc.title}](${doc.url})`;

/** The whole answer as Markdown (exported for tests). */
export function composeAnswer(
  question: string,
  find: (q: string) => KnowledgeDoc[],
  snapshot?: UserSnapshot,
): string {
  const whole = readQuestion(question, snapshot);
  const questions = splitQuestions(whole.text);
  if (WHOLE.has(whole.intent) && !asksMore(whole, questions, snapshot))
    return withReadingLine(whole, answerOne(whole, find, snapshot));
  return questions.length > 1
    ? answerEach(questions, find, snapshot)
    : withReadingLine(whole, answerOne(whole, find, snapshot));
}

/**
 * What is asked of the whole message, not of each sentence: "which goal is furthest behind, and
 * what should I put in to catch up?" is one question, its second half meaningless alone.
 */
const WHOLE = new Set<Intent>([
  'greeting',
  'thanks',
  'capabilities',
  'affordability',
  'change-what-if',
  'retirement-projection',
  'goal-behind',
]);

/**
 * Whether a message read whole as one worked answer also asks something else in a later part
 * ("can I afford $300 a month toward the vacation fund, and what's left on it?"): its first part
 * alone is the same question, and a later part is a question of its own kind. Then each part is
 * answered, so the second question is not dropped.
 */
function asksMore(whole: Reading, questions: string[], snapshot?: UserSnapshot): boolean {
  if (questions.length < 2 || whole.intent === 'goal-behind') return false;
  if (readQuestion(questions[0]!, snapshot).intent !== whole.intent) return false;
  return questions.slice(1).some((q) => {
    const part = readQuestion(q, snapshot);
    return !['guide', 'unsupported', whole.intent].includes(part.intent) || asksOfGoal(part, whole.goals);
  });
}

/** A part that asks what is left or when, of a goal an earlier part named ("..., and what's left on it?"). */
function asksOfGoal(part: Reading, earlier: readonly unknown[]): boolean {
  return (
    earlier.length > 0 &&
    part.goals.length === 0 &&
    (ASKS_REMAINING.test(part.text) || ASKS_WHEN.test(part.text))
  );
}

/** The answers from the user's own data, which name every figure of the question they answer. */
const NAMES_FIGURES = new Set<Intent>([
  'affordability',
  'forecast-short',
  'change-what-if',
  'goal-left',
  'goal-status',
  'goal-months',
  'goal-what-if',
  'goal-behind',
  'bills-due',
  'bills',
  'next-payday',
  'event-lookup',
]);

/** The answers worked out from the question's numbers: these say first what was read. */
const FROM_NUMBERS = new Set<Intent>([
  'affordability',
  'forecast-short',
  'change-what-if',
  'retirement-projection',
  'goal-months',
  'goal-left',
  'goal-what-if',
  'arithmetic',
  'calculation',
]);

/**
 * The answer after one short line of what was read, when the question had numbers or a change
 * (convention 7); a worked answer that left one of the question's figures out declines instead.
 */
function withReadingLine(reading: Reading, answer: string): string {
  if (declines(answer)) return answer;
  // Any answer, a page's included, that gives another unit or kind than asked is another question's.
  if (unitAskedMissing(reading.text, answer)) return UNIT_DECLINE;
  const gate = gateOf(reading, answer);
  // A goal asked to another date: what is left on it, the nearest thing known.
  if (gate === 'deadline' && reading.goals.length === 1) {
    const [goal] = reading.goals;
    const left = Math.max(0, goal!.target_amount - goal!.current_amount);
    return `${GATE_DECLINE.deadline}\n\n${goal!.title}: ${formatMoney(left)} still needed (${formatMoney(goal!.current_amount)} of ${formatMoney(goal!.target_amount)} saved).`;
  }
  if (gate !== null) return GATE_DECLINE[gate];
  // A figure the question wrote that the reader never read and an answer from the user's data
  // never names (the line of what was read names those it took: "$1,800.00 split 2 ways").
  const line = readingLine(reading);
  const read = reading.numbers.map((n) => n.value);
  const unnamed = NAMES_FIGURES.has(reading.intent)
    ? unnamedFigures(reading.text, `${line ?? ''}\n${answer}`, read)
    : [];
  if (unnamed.length > 0) return leftOutDecline(unnamed);
  // The calendar's bills "over the next 3 months" name the span they were asked over, or decline.
  const counted = FROM_NUMBERS.has(reading.intent) || reading.intent === 'bills';
  if (!counted) return answer;
  // A sum checks its own figures, written digits included ("3 ways"), in arithmetic-answer.ts.
  const missing = reading.intent === 'arithmetic' ? [] : leftOut(reading, answer);
  if (missing.length > 0) return leftOutDecline(missing);
  if (!FROM_NUMBERS.has(reading.intent)) return answer;
  // A sum of a term or a quantity says its own figures, as read from the words around them.
  return line === null || termAsked(reading) ? answer : `${line}\n\n${answer}`;
}

const NO_SUBJECT: Subject = { goals: [], events: [] };
/** What a part about a goal or bill asks; a part with none of its own asks it of the part before. */
const ABOUT_SUBJECT = new Set<Intent>(['goal-left', 'goal-months', 'event-lookup', 'goal-status']);

/**
 * Each question of a message answered in turn ("what's left, and how long at $300 a
 * month?" gets both). A part that names no goal or bill but is answered about the one before it
 * ("how much is it?") is answered together with that part, once.
 */
function answerEach(
  questions: string[],
  find: (q: string) => KnowledgeDoc[],
  snapshot?: UserSnapshot,
): string {
  const answers: string[] = [];
  let subject = NO_SUBJECT;
  let previous = '';
  for (const question of questions) {
    const reading = readQuestion(question, snapshot);
    const named = reading.goals.length > 0 || reading.events.length > 0;
    // A part that asks nothing of its own ("how much is it?") asks it of the part before.
    // "..., and how far along am I?" after a goal was named asks it of that goal.
    const ownQuestion =
      !(
        ['guide', 'unsupported', 'arithmetic'].includes(reading.intent) || ABOUT_SUBJECT.has(reading.intent)
      ) && !asksOfGoal(reading, subject.goals);
    if (snapshot && !named && subject !== NO_SUBJECT && !ownQuestion) {
      const together = readQuestion(`${previous} ${question}`, snapshot);
      // After a worked answer (affordability...), the goal's part is answered after it, not with it.
      if (!ABOUT_SUBJECT.has(together.intent) && asksOfGoal(reading, subject.goals)) {
        const own = personalAnswer({ ...reading, intent: 'goal-left' }, snapshot, subject);
        if (own !== null) {
          answers.push(own);
          continue;
        }
      }
      const about = ABOUT_SUBJECT.has(together.intent) ? personalAnswer(together, snapshot, subject) : null;
      if (about !== null) {
        previous = `${previous} ${question}`;
        answers[answers.length - 1] = withReadingLine(together, about);
        continue;
      }
    }
    const answer = withReadingLine(reading, answerOne(reading, find, snapshot)).replace(
      `\n\n${NOT_ADVICE}`,
      '',
    );
    previous = question;
    if (named) subject = { goals: reading.goals, events: reading.events };
    // Two parts that lead to the same guide page are answered by it once: "how do living
    // benefits work, and what could I receive?" is one page's question, not two.
    const page = guidePage(answer);
    if (page !== null && answers.some((earlier) => guidePage(earlier) === page)) continue;
    answers.push(answer);
  }
  return [...new Set(answers), NOT_ADVICE].join('\n\n');
}

/** The guide page an answer from the app's pages is about; null for any other answer. */
function guidePage(answer: string): string | null {
  return /(?:Read more|More) on the \[[^\]]*\]\(([^)]+)\)/.exec(answer)?.[1] ?? null;
}

const CANNOT_YET = `I can't answer that yet: I read figures in your question but could not tell what to work out from them. I can check whether a new payment fits your income and bills, run a change to a bill through your forecast, project retirement savings, tell which goal is behind, or do a sum such as "$15 a week, how much in a year?".`;

const NO_FIGURES = `I can't answer that yet: your goals and calendar don't say that, and the question gives no amounts to work it out from. I can check whether a new payment fits your income and bills, run a bill's new amount through your forecast, or tell which of [your goals](${paths.dashboard.goals}) is behind.`;

const DECLINES: Record<Decline, string> = {
  'pay-frequency': `I can't answer that yet: I don't know how often you are paid, so I can't turn "each paycheck" into a month. Add your payday to [your calendar](${paths.dashboard.calendar}) as a repeating income, or say it, for example "I get paid every two weeks".`,
  'per-unit': `I can't answer that yet: I read an amount for each one of something (an hour, a day, a visit, a child), but not how many of them there are. Say it, for example "3 days a week at $32 a day" or "$700 a month per child, 2 children", and I can work it out.`,
  'past-why': `I can't see why: the app holds your goals and calendar, not your pay slips, bank or card records. [Your calendar](${paths.dashboard.calendar}) shows what is planned, and I can run a change to a bill or a payday through your forecast.`,
  others: `I can't answer that yet: the app holds only your own goals and calendar, so I can't compare you with other people. I can check whether a payment fits your income and bills, or how [your goals](${paths.dashboard.goals}) are doing.`,
  'future-change': `I can't know whether that will change or by how much. When you know the new amount, tell me and I can run it through your forecast before your next payday.`,
  'employer-match': `I can't answer that yet: I don't add an employer's match to a projection, since each match has its own rules (a share of your pay, up to a limit). Tell me the total that goes in each month, your part and the match together, and I can project it.`,
  'moved-date': `I can't answer that yet: I can't move a bill to another day in your forecast. I can run a change to a bill's amount through it (for example "if my rent were $1,100, would I go negative before payday?"), and [your calendar](${paths.dashboard.calendar}) shows the forecast day by day; move the bill's date there to see the effect.`,
  'message-me': `I can't answer that yet: I can't send you messages myself. Reminders for the events on [your calendar](${paths.dashboard.calendar}) come by e-mail: choose which in [settings](${paths.dashboard.settings}).`,
  'goal-advice': `I can't tell you where to keep or invest your savings, or what they should earn; that depends on your whole situation. I can tell you how each of [your goals](${paths.dashboard.goals}) is doing and what to put in each month to reach it.`,
  'goal-priority': `I can't tell you which goal should come first: that depends on what matters most to you. I can tell which of [your goals](${paths.dashboard.goals}) is furthest behind its pace and what it needs each month to catch up.`,
  runway: `I can't answer that yet: how long money lasts depends on what you spend each month, which the app does not hold. Tell me both, for example "I have $6,000 saved and spend $2,000 a month, how many months is that?", or try the [emergency fund calculator](${paths.dashboard.calculators['emergency-fund']}).`,
  'vague-amount': `I need the amount to answer that: say how much, for example "if I add $50 a month to the vacation, when is it done?", and I will work it out.`,
  'others-pay': `I can't tell you what people in a job or a place are paid: the app holds only your own goals and calendar. Tell me what you are paid yourself, and I can check whether a payment fits your income and bills.`,
  'unreadable-number': `I can't answer that yet: I could not read one of the figures as written (its digits are grouped oddly). Write it again, for example "2,250" or "22,500", and I will work it out.`,
  irregular: `I can't answer that yet: an amount put in now and then has no rhythm I can run. Say how much and how often, for example "$200 a month to the vacation", and I can work out when it is done.`,
  'local-fact': `I can't tell you figures of the place you live, such as its tax rates, wages or prices: the app holds only your own goals and calendar. I can check whether a payment fits your income and bills, or run a change through your forecast.`,
  'amount-to-reach': `I can't answer that yet: I can't work out what you would need to put in to reach an amount. I can project what a monthly amount grows to by 65 (for example "I'm 45 with $120,000 saved and add $1,500 a month"), or work out what each of [your goals](${paths.dashboard.goals}) needs each month to reach its date.`,
  'others-budget': `I can't answer that yet: it is about someone else's money, and I weigh a payment against your own income and the bills on [your calendar](${paths.dashboard.calendar}), and theirs are not there. Ask it of your own money, for example "I make $4,000 a month, can I afford a $1,500 apartment?"`,
  'hourly-change': `I can't answer that yet: a change by the hour becomes a change to your pay only with the hours you work. Say both, for example "my pay goes up $2 an hour and I work 40 hours a week, how much more a month?".`,
  'record-not-held': `I can't see that: the app holds your goals and calendar, not your pay slips, policies, loans or other people's records. The company, plan or person concerned can tell you. I can check whether a new payment fits your income and bills, or run a change to a bill through your forecast.`,
  'stops-early': `I can't answer that yet: I project a monthly amount that goes in every month until retirement, not one that stops partway. Try the [retirement income calculator](${paths.dashboard.calculators['retirement-income']}), or ask what the amount grows to if it goes in until 65.`,
  'early-withdrawal': `I can't answer that yet: money taken out of a retirement account before retirement can owe income tax and a penalty, which depend on the account and your situation. The [Tax Benefits in Retirement](${paths.dashboard.lesson('tax-benefits-retirement')}) lesson explains how each account is taxed, and a free consultation can weigh it with you.`,
  'earlier-subject': `I can't answer that yet: I don't know what "it" is here. Name the bill, payday or goal, for example "what if my phone bill doubles?"`,
};

const OUTSIDE = `I can't answer that yet: I can't act on your accounts, and I don't hold figures such as what your things are worth, your taxes or what a lender decides. I can check whether a new payment fits your income and bills, run a change to a bill through your forecast, or tell which of [your goals](${paths.dashboard.goals}) is behind.`;

/**
 * The answer for the reading's intent, and only for it: each answer is allowed for its own intent
 * alone, so "I get paid $2,500 every two weeks, can I afford ...?" never gets the payday answer.
 */
function answerOne(reading: Reading, find: (q: string) => KnowledgeDoc[], snapshot?: UserSnapshot): string {
  const advice = (answer: string | null) => (answer === null ? null : `${answer}\n\n${NOT_ADVICE}`);
  const personal = (answer: string | null) =>
    advice(answer) ??
    `I can't answer that yet: your goals and calendar could not be read just now. Try again in a moment, or see [your goals](${paths.dashboard.goals}).`;
  switch (reading.intent) {
    case 'greeting':
      return `Hello! I can explain budgeting, saving, insurance and retirement options, and help you use your goals and calendar. What would you like to know? You could also ${QUIZ} to see which solutions fit you.`;
    case 'thanks':
      return `You're welcome! If you'd like to go further, ${CONSULTATION} with a licensed professional.`;
    case 'capabilities':
      return [
        'I answer questions using the guides in this app. For example:',
        '',
        '- how life insurance, living benefits or a final expense plan work',
        '- retirement income ideas such as an annuity or a tax-free retirement plan',
        '- budgeting and saving habits',
        '- how to use your goals and financial calendar',
        '',
        `Not sure where to start? ${QUIZ} or ${COACH}.`,
      ].join('\n');
    case 'affordability':
      return advice(affordabilityAnswer(reading, snapshot))!;
    case 'change-what-if':
      return snapshot ? advice(changeAnswer(reading, snapshot))! : personal(null);
    case 'retirement-projection':
      return advice(retirementAnswer(reading))!;
    case 'goal-behind':
      return snapshot
        ? advice(goalBehindAnswer(snapshot.goals, snapshot.today, reading.goals))!
        : personal(null);
    case 'arithmetic':
      return arithmeticAnswer(reading);
    case 'forecast-short':
    case 'goal-what-if':
      return personal(snapshot ? forecastAnswer(reading, snapshot) : null);
    case 'bills':
      return personal(snapshot ? billsAnswer(reading, snapshot) : null);
    case 'checkup':
    case 'fix-first':
      return personal(snapshot ? checkupAnswer(reading.intent, snapshot.checkup) : null);
    case 'debt-or-invest':
      return advice(debtOrInvestAnswer(reading))!;
    case 'calculation':
      return advice(calculationAnswer(reading)) ?? guideAnswer(reading, find, snapshot?.today);
    case 'goal-left':
    case 'goal-months':
    case 'goal-status':
    case 'goal-missing':
    case 'event-lookup':
    case 'goals-summary':
    case 'bills-due':
    case 'next-payday':
    case 'what-first': {
      const answer = snapshot ? personalAnswer(reading, snapshot) : null;
      // Guides answer "what should I do first?" for someone whose data could not be read.
      return answer === null && reading.intent === 'what-first'
        ? guideAnswer(reading, find, snapshot?.today)
        : personal(answer);
    }
    case 'unsupported':
      return reading.decline
        ? DECLINES[reading.decline]
        : reading.numbers.length > 0
          ? CANNOT_YET
          : NO_FIGURES;
    case 'goal-unclear': {
      const titles = (snapshot?.goals ?? []).filter((g) => g.completed_at === null).map((g) => g.title);
      return titles.length > 0
        ? `I can't answer that yet: I could not tell which of your goals you mean. Yours are: ${titles.join(', ')}. Ask about one by its name.`
        : `I can't answer that yet: you have no savings goals yet. Set one on [your goals](${paths.dashboard.goals}) and I can tell you how you are doing.`;
    }
    case 'outside':
      return OUTSIDE;
    default:
      return guideAnswer(reading, find, snapshot?.today);
  }
}

/** From the app's pages: refusals of advice and live figures, a quick answer, or a guide. */
function guideAnswer(
  reading: Reading,
  find: (q: string) => KnowledgeDoc[],
  today = new Date().toISOString().slice(0, 10),
): string {
  // Debt and budgeting questions never get an insurance or annuity page: the answer stays neutral.
  const neutral = reading.aboutDebtOrBudget;
  const found = find(reading.question).filter((doc) => !(neutral && doc.kind === 'solution'));
  const best = found[0];

  if (reading.intent === 'personal-advice') {
    // A forecast ("which stock will double this year?") gets no figure, not even a guide's.
    const guide = reading.asksLive ? undefined : found.find((doc) => doc.kind !== 'tool');
    return [
      "I can't tell you what to buy or how to file, or which option to take; that depends on your whole situation, and a recommendation needs someone who knows all of it.",
      '',
      guide
        ? `What the guides say: **${guide.title}.** ${guide.summary} More on the ${link(guide)} page.`
        : `The guides explain how the options work (start with ${HOW_MONEY_WORKS}).`,
      '',
      `To talk about your own situation, ${CONSULTATION} with a licensed professional.`,
      '',
      NOT_ADVICE,
    ].join('\n');
  }

  // Nobody knows tomorrow's prices, and the app holds no live rates: say so, with no figure.
  if (reading.intent === 'live-figure') {
    return [
      "I can't know that: I have no live market data, and nobody can reliably predict rates, prices or returns. For today's rates, ask a lender or your bank directly.",
      '',
      `How growth works over the long run is on the ${HOW_MONEY_WORKS} page.`,
    ].join('\n');
  }

  if (reading.intent === 'not-held' && reading.notHeld) {
    // A decline offers the nearest thing in a sentence: the page, not a guide's figures, which
    // would read as an answer about the user's own record.
    const fact = found.find((doc) => doc.kind === 'fact');
    return [
      `I can't see your ${reading.notHeld}: the app holds your goals and calendar, not your bank, card or credit records.${fact ? ` How it works in general is on the ${link(fact)} page.` : ''}`,
    ].join('\n');
  }

  // A page answers a question of knowledge; "go ahead and pay my phone bill" would get one by chance.
  if (!best || !reading.asksKnowledge) {
    return [
      "I'm not sure I have a good answer to that in my guides, and I'd rather not guess.",
      '',
      // Debt and budgeting stay neutral here too: the lesson, not a product's consultation.
      neutral
        ? `The ${BUDGETING_LESSON} page covers budgets, bills and paying down debt.`
        : `You could ${QUIZ}, ${COACH}, or ${CONSULTATION} to ask a licensed professional directly.`,
    ].join('\n');
  }

  // A lesson's quick answer answers in its first sentence (when it is the best match, or its
  // lesson is); the page says more.
  const fact = best.kind === 'fact' ? best : found.find((doc) => doc.kind === 'fact' && doc.url === best.url);
  if (fact) {
    // "The max for my 401k this year" from a quick answer of another year's limits: not this year's.
    const held = /^For (\d{4})\b/.exec(fact.summary)?.[1];
    const asked = yearAsked(reading.text, today);
    if (held && asked && asked !== held) {
      return `I can't answer that yet: the limits I hold are ${held}'s, and ${asked}'s are set by the IRS (irs.gov publishes them each autumn). How the accounts work is on the ${link(fact)} page.`;
    }
    // A product only where the question is about protection or retirement income.
    const productsWelcome = !neutral && reading.aboutProtection;
    const related = found.find(
      (doc) => doc.kind !== 'fact' && doc.url !== fact.url && (productsWelcome || doc.kind !== 'solution'),
    );
    return [
      fact.summary,
      '',
      `More on the ${link(fact)} page.${related ? ` You may also find ${link(related)} useful.` : ''}`,
      '',
      NOT_ADVICE,
    ].join('\n');
  }

  const parts = [`**${best.title}.** ${best.summary}`, '', `Read more on the ${link(best)} page.`];
  const also = found.slice(1).find((doc) => doc.url !== best.url);
  if (also) parts.push(`You may also find ${link(also)} useful.`);
  if (!neutral)
    parts.push('', `Next step: ${best.kind === 'solution' ? consultationAbout(best.url) : QUIZ}.`);
  parts.push('', NOT_ADVICE);
  return parts.join('\n');
}

/** The year a question asks about: "this year", "next year", or one written out. */
function yearAsked(text: string, today: string): string | null {
  const year = Number(today.slice(0, 4));
  if (/\b(this|the current) (tax )?year\b|\bright now\b|\bcurrently\b/.test(text)) return String(year);
  if (/\bnext year\b/.test(text)) return String(year + 1);
  return /\b(20\d\d)\b/.exec(text)?.[1] ?? null;
}

/** Streams the answer a few words at a time, so the first words show at once; stops on abort. */
async function* streamWords(text: string, signal: AbortSignal, pauseMs: number): AsyncGenerator<string> {
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < pieces.length; i += 3) {
    if (signal.aborted) return;
    yield pieces.slice(i, i + 3).join('');
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
