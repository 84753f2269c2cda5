import MiniSearch from 'minisearch';
import { calculationAnswer, debtOrInvestAnswer } from './calculate-answer.ts';
import { referencedGoals } from './goal-answer.ts';
import type { ChatTurn } from './contract.ts';
import type { Reply } from './handler.ts';
import type { KnowledgeDoc } from './knowledge.ts';
import { checkupAnswer } from './checkup-answer.ts';
import { forecastAnswer } from './forecast-answer.ts';
import { personalAnswer, referencedEvents, type Subject, type UserSnapshot } from './personal.ts';
import { splitQuestions } from './read-question.ts';
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
const NOT_ADVICE = '_This is general education, not individual financial, tax or legal advice._';

const STOP_WORDS = new Set(
  "a about am an and any are as at be but by can could did do does for from get got have how i i'm if im in is it its just me much my of on or our should so some than that the their them then there these they this to us was we what when where which who why will with would you your".split(
    ' ',
  ),
);

const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|howdy|hiya)\b[\s!.,]*$/i;
const THANKS = /\b(thanks|thank you|thx|cheers|appreciate it)\b/i;
// Only the whole message: "Help me understand life insurance" is a question, not a request for a menu.
const CAPABILITIES =
  /^(who are you|what can you (do|help( me)? with)|what do you do|how do you work|help( me)?)( for me)?[\s?!.]*$/i;
const PERSONAL_ADVICE =
  /\b(should i (buy|sell|invest)|which (stock|fund|crypto)|what stock|is .* a good investment|how should i file|legal advice)\b/i;

const DEBT_OR_BUDGET =
  /\b(debts?|credit cards?|loans?|owe|apr|budget(ing)?|overspend|paycheck to paycheck|bills?)\b/i;
/** Questions that may be pointed to a solution page: protection and retirement income. */
const PROTECTION_OR_RETIREMENT =
  /\b(insurance|insure|protect\w*|retire\w*|annuit\w*|income for life|estate|final expense|funeral)\b/i;

/** A forecast or a live figure (a rate, a price, a return) that no guide holds and nobody knows. */
const LIVE_FIGURE =
  /\b(s&p|stock market|stocks?|shares|bitcoin|crypto\w*|mortgage rates?|interest rates?|rates?|prices?|inflation|dow|nasdaq|returns?|market)\b/i;
const WHEN_LIVE =
  /\b(next (year|month|week)|tomorrow|today'?s?|right now|currently|current|this (year|week))\b/i;

/** The user's figures the app does not hold: their bank, card and credit records. */
const NOT_HELD =
  /\bmy (credit score|fico( score)?|credit report|net worth|bank balance|account balance|balance|tax refund)\b/i;

/**
 * An answer needs at least half of the question's words to match its page; below that the
 * match is chance ("best" in "best pizza topping") and the honest "I don't know" is better.
 */
const MIN_COVERAGE = 0.5;

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  const hits = index
    .search(question)
    .filter((hit) => terms.size > 0 && new Set(hit.queryTerms).size / terms.size >= MIN_COVERAGE)
    .map((hit) => byId.get(hit.id as string))
    .filter((doc): doc is KnowledgeDoc => doc !== undefined);
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
  // Markup in a question is never an answer's business ("<img onerror=...> what is 50/30/20?").
  const text = question.replace(/<[^>]*>/g, ' ').trim();
  if (GREETING.test(text)) {
    return `Hello! I can explain budgeting, saving, insurance and retirement options, and help you use your goals and calendar. What would you like to know? You could also ${QUIZ} to see which solutions fit you.`;
  }
  if (THANKS.test(text) && text.length < 60) {
    return `You're welcome! If you'd like to go further, ${CONSULTATION} with a licensed professional.`;
  }
  if (CAPABILITIES.test(text)) {
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
  }

  const questions = splitQuestions(text);
  return questions.length > 1 ? answerEach(questions, find, snapshot) : answerOne(text, find, snapshot);
}

const NO_SUBJECT: Subject = { goals: [], events: [] };

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
    const own: Subject = snapshot
      ? {
          goals: referencedGoals(question, snapshot.goals),
          events: referencedEvents(question, snapshot.events),
        }
      : NO_SUBJECT;
    const named = own.goals.length > 0 || own.events.length > 0;
    if (snapshot && !named && subject !== NO_SUBJECT) {
      const about = personalAnswer(question, snapshot, subject);
      if (about !== null && about !== personalAnswer(question, snapshot)) {
        previous = `${previous} ${question}`;
        answers[answers.length - 1] = personalAnswer(previous, snapshot, subject) ?? about;
        continue;
      }
    }
    const answer = answerOne(question, find, snapshot).replace(`\n\n${NOT_ADVICE}`, '');
    previous = question;
    if (named) subject = own;
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

function answerOne(text: string, find: (q: string) => KnowledgeDoc[], snapshot?: UserSnapshot): string {
  // Running short before payday, or a monthly amount into a goal: the forecast (forecast-answer.ts).
  const cash = snapshot ? forecastAnswer(text, snapshot) : null;
  if (cash) return `${cash}\n\n${NOT_ADVICE}`;

  // Paying off a debt or investing: a certain rate against an uncertain one.
  const compared = debtOrInvestAnswer(text);
  if (compared) return `${compared}\n\n${NOT_ADVICE}`;

  // A question with its own figures gets the sum first (calculate-answer.ts).
  const calculated = calculationAnswer(text);
  if (calculated) return `${calculated}\n\n${NOT_ADVICE}`;

  // A question about the user's own goals or bills gets their figures (personal.ts); about how
  // they stand or what to fix first, their check-up (checkup-answer.ts).
  const personal = snapshot
    ? (checkupAnswer(text, snapshot.checkup) ?? personalAnswer(text, snapshot))
    : null;
  if (personal) return `${personal}\n\n${NOT_ADVICE}`;

  // Debt and budgeting questions never get an insurance or annuity page: the answer stays neutral.
  const neutral = DEBT_OR_BUDGET.test(text);
  const found = find(text).filter((doc) => !(neutral && doc.kind === 'solution'));
  const best = found[0];

  // A forecast ("which stock will double this year?") gets no figure, not even a guide's.
  const forecast = LIVE_FIGURE.test(text) && WHEN_LIVE.test(text);
  if (PERSONAL_ADVICE.test(text)) {
    const guide = forecast ? undefined : found.find((doc) => doc.kind !== 'tool');
    return [
      "I can't tell you what to buy or how to file; that depends on your whole situation, and a recommendation needs someone who knows all of it.",
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
  if (forecast) {
    return [
      "I can't know that: I have no live market data, and nobody can reliably predict rates, prices or returns. For today's rates, ask a lender or your bank directly.",
      '',
      `How growth works over the long run is on the ${HOW_MONEY_WORKS} page.`,
    ].join('\n');
  }

  const notHeld = NOT_HELD.exec(text);
  if (notHeld) {
    const fact = found.find((doc) => doc.kind === 'fact');
    return [
      `I can't see your ${notHeld[1]!.toLowerCase()}: the app holds your goals and calendar, not your bank, card or credit records.`,
      ...(fact ? ['', `What I can tell you: ${fact.summary}`, '', `More on the ${link(fact)} page.`] : []),
    ].join('\n');
  }

  if (!best) {
    return [
      "I'm not sure I have a good answer to that in my guides, and I'd rather not guess.",
      '',
      `You could ${QUIZ}, ${COACH}, or ${CONSULTATION} to ask a licensed professional directly.`,
    ].join('\n');
  }

  // A lesson's quick answer answers in its first sentence (when it is the best match, or its
  // lesson is); the page says more.
  const fact = best.kind === 'fact' ? best : found.find((doc) => doc.kind === 'fact' && doc.url === best.url);
  if (fact) {
    // A product only where the question is about protection or retirement income.
    const productsWelcome = !neutral && PROTECTION_OR_RETIREMENT.test(text);
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

/** Streams the answer a few words at a time, so the first words show at once; stops on abort. */
async function* streamWords(text: string, signal: AbortSignal, pauseMs: number): AsyncGenerator<string> {
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < pieces.length; i += 3) {
    if (signal.aborted) return;
    yield pieces.slice(i, i + 3).join('');
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
