/**
 * What a question asks, phrase by phrase: the one place the assistant's words for each kind of
 * question live (the answers keep none of their own). Each is a small pattern for a way of asking,
 * combined with the numbers' roles in intent.ts, never a list of whole questions.
 */

export const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|howdy|hiya)\b[\s!.,]*$/i;
export const THANKS = /\b(thanks|thank you|thx|cheers|appreciate it)\b/i;
// Only the whole message: "Help me understand life insurance" is a question, not a request for a menu.
export const CAPABILITIES =
  /^(who are you|what can you (do|help( me)? with)|what do you do|how do you work|help( me)?)( for me)?[\s?!.]*$/i;
export const PERSONAL_ADVICE =
  /\b(should (?:i|we) (?:[a-z']+ ){1,5}or (?!not\b)[a-z]+|should (?:i|we) (?:take|choose|pick|go with|opt for|accept|claim)\b.*\bor\b|(?:is it|would it be) (?:better|smarter|wiser) (?:for me )?to \w+(?: \w+)? or \w+|should (?:i|we) (?:rent|lease|buy|finance) or (?:rent|lease|buy|finance)\b|should i (buy|sell|invest in|refinanc\w*|consolidat\w*|switch (banks?|lenders?|cards?))|which (stock|fund|crypto)|which ((credit )?cards?|banks?|lenders?|insurers?|brokers?|apps?)\b.*\b(best|better|highest|lowest|cheapest|top|most|least|more|fewer)\b|should (i|we) (co-?sign|cosign|guarantee|lend|loan|bail out)\b|(best|highest|top) (cash ?back|rewards?|interest|apy|rate)\b.*\b(right now|today|currently|now)\b|what stock|is .* a good investment|how should i file|legal advice|which (index )?(fund|etf|stock|plan|policy|account|card|bank|broker)s? (should|do|would|to)\b|\b(fidelity|vanguard|schwab|robinhood|e\*?trade|merrill|betterment|wealthfront|acorns|coinbase|sofi|ally|marcus)\b.*\b(or|vs|versus|better|best|should)\b|\b(better|best|should)\b.*\b(fidelity|vanguard|schwab|robinhood|e\*?trade|merrill|betterment|wealthfront|acorns|coinbase|sofi|ally|marcus)\b|should (i|we) (move|put|keep|park|stick|dump) (my|our|the|it|that)\b.*\b(into|in)\b.*\b(index funds?|etfs?|stocks?|crypto|bonds?|funds?|cds?|(the )?market|bitcoin|gold|real estate))\b/i;

export const DEBT_OR_BUDGET =
  /\b(debts?|credit cards?|loans?|owe|apr|budget(ing)?|overspend|paycheck to paycheck|bills?)\b/i;
export const PROTECTION_OR_RETIREMENT =
  /\b(insurance|insure|protect\w*|retire\w*|annuit\w*|income for life|estate|final expense|funeral)\b/i;
export const INSURANCE = /\b(whole life|life insurance|insurance|annuit\w*|iul)\b/;

/** When to buy or sell, which needs tomorrow's prices: "is now a good time to buy gold". */
export const TIMING =
  /\b(?:good|right|best|bad|smart|wise|great) (?:time|moment|year|month) to (?:buy|sell|invest|get (?:in|into|out)|refinance|cash out|lock)\b|\bshould (?:i|we) wait (?:to|until|till|for)\b.*\b(?:buy|sell|invest|refinance|rates?|prices?)\b/;

/** The best rate on offer: "what's the best savings account rate", "highest cd rates". */
export const BEST_RATE =
  /\b(?:best|highest|top|lowest|cheapest|good|decent)\s+(?:[a-z]+\s+){0,2}(?:rates?|apy|apys|aprs?|yields?)\b/;

/** A live figure (a rate, a price, a return) asked about now or the future: nobody knows it. */
/** What the app does not hold about an account: "the interest rate on my savings account". */
export const ACCOUNT_RATE =
  /\b(?:interest rate|rate|apy|interest)\b[^?.!]{0,30}?\b(?:on|of|for|in|from) (?:my|our) ((?:savings|checking|bank|money market|high[- ]yield(?: savings)?)(?: account)?)\b/;

/** Where to put savings, as an asset: "should I move some savings into gold bars". */
export const ASSET_MOVE =
  /\bshould (?:i|we) (?:move|put|shift|switch|transfer|park|keep|stick|dump|throw)\b[^?.!]{0,40}\b(?:into|in|to|toward|towards)\b[^?.!]{0,20}\b(?:gold|silver|crypto\w*|bitcoin|ethereum|stocks?|bonds?|real estate|index funds?|etfs?|mutual funds?|cds?|money market|treasur\w*|i ?bonds?|high[- ]yield|brokerage|the (?:stock )?market)\b/;

export const LIVE_FIGURE =
  /\b(s&p|stock market|stocks?|shares|bitcoin|crypto\w*|mortgage rates?|interest rates?|rates?|prices?|inflation|dow|nasdaq|returns?|market|gold)\b/i;
export const WHEN_LIVE =
  /\b(next (year|month|week)|tomorrow|today'?s?|right now|currently|current|this (year|week|summer|winter|spring|fall)|(in|by) 20\d\d|on [a-z]{3,9}\.? \d{1,2},? 20\d\d)\b/i;
/** The user's figures the app does not hold: their bank, card and credit records. */
export const HOW_TO =
  /\b(improve|raise|build|boost|fix|repair|increase|grow|protect|check|how do(es)?|how can|what affects|work)\b/;
export const NOT_HELD =
  /\bmy (credit score|fico( score)?|credit report|credit utili[sz]ation|utili[sz]ation|credit limits?|debt[- ]to[- ]income( ratio)?|dti|net worth|(?:bank|account|checking|savings account|credit card|card|loan|mortgage|401\(?k\)?|ira) balance|tax refund)\b/i;

export const HOW_AM_I_DOING =
  /\bhow am i doing\b|\bam i saving enough\b|\bhow (is|are|'s) my (money|finances?|financial (situation|health|position))\b|\bhow are my finances\b|\b(financial|money) (health )?check(-| )?up\b|\bhealth ?check\b|\bwhere do i stand\b|\bam i on track\b/;
export const FIX_FIRST =
  /\b(fix|tackle|work on|improve|address|sort out|focus on|deal with)\b.*\bfirst\b|\bbiggest (problem|weakness|issue|risk)\b|\bweak(est)? (spot|point)s?\b/;
/** Which comes first of several: "focus on first", "prioritize", "most important". */
export const PRIORITY =
  /\b(?:focus on|tackle|work on|put (?:money|more) (?:in|into|toward|towards)|fund|start with)\b.*\bfirst\b|\bpriorit\w*|\bmost important\b|\bwhich (?:one )?(?:first|comes first)\b|\bwhich\b[^?.!]{0,40}\b(?:deserves?|gets?|should get)\b[^?.!]{0,30}\bfirst\b/;
export const WHAT_FIRST = /what should i do first|where (do|should) i (start|begin)|what comes first|priorit/;

/** Running short: a balance below zero before money comes in. */
export const SHORT =
  /\b(run(ning)?|be|going to be) (short|out of (money|cash)|low)\b|\b(go(ing)?|be|dip|fall|drop) (negative|below zero|into (the )?red|overdrawn)\b|\b(?:am i|are we|will i be|will we be|would i be|would we be|do i go|do we go|i'?m|we're) (?:negative|in the negative|below zero|under zero|overdrawn)\b|\boverdra(w|wn|ft)\b|\b(in|into) the red\b|\b(go|going|dip|dipping|fall|end up) under\b|\bbelow (zero|0)\b|\benough (money|cash)?\s*(until|till|to last|before|to get (me )?to)\b|\b(money|cash|anything) left (before|until|till|by)\b|\blow point\b|\blowest (balance|point)\b|\b(the|my|its) lowest\b(?! (rate|price|interest|apr|premium|fee|cost|payment))|\blowest it (gets|goes)\b|\bmy low\b|\bin the black\b|\btrouble before\b|\bhow (low|far under|far below|tight)\b|\bthe lowest (i|it|we|my)\b|\bbottom out\b|\bout of the red\b|\bhow deep\b|\blowest\b(?! (?:rates?|prices?|interest|aprs?|premiums?|fees?|costs?|payments?|bills?|amounts?))|\b(?:the|my) bottom (?:be|is|get|gets|go|goes|hit|hits|would)\b|\bwhat(?:'s| is| would be| will be) (?:the|my) bottom\b|\b(?:clear|get to|reach) (?:my |the )?(?:next )?(?:payday|pay ?check|pay day)\b|\bhow close (?:to|do (?:i|we) (?:get|come) to) (?:\$?0|zero|empty|broke|the red|overdra\w*)\b|\bmake it to (my )?(next )?(pay ?check|check|payday)\b|\b(make it|last) (to|until|till) (payday|my next)|\b(be|stay|am i|will i be) (fine|ok|okay|alright|all right|good|positive|above zero)\b.*\b(until|till|to|before|by)\b.*\b(payday|pay ?check|paid|pay day)\b/;
export const WHAT_IF = /\bwhat (if|happens if|would happen if)\b|\bif i (put|save|add|set aside|move)\b/;
export const AFFORD =
  /\bafford\w*\b|\bdoable\b|\b(in|within|fit) (my|the|our) budget\b|\btoo (much|expensive|steep|pricey)\b|\b(is|would) (a |an |that |this |it )?.{0,40}\b(crazy|a stretch)\b|\bleft (each|a|per|every) month\b|\bfit (it |that |this )?in(to)? (my|the) budget\b|\broom (in my budget )?for\b|\bcan (i|we) (still )?(handle|manage|swing|take on|cover|stretch to)\b|\b(be|is) (it )?(ok|okay|doable|realistic)\b|\bhow much (would|will) (i )?(have|be) left\b|\bwhat('s| is| would be) left (after|over)\b|\bleft over\b|\b(is|would) (that|this|it) (be )?(ok|okay|doable|realistic|fine|manageable)\b|\b(ok|okay|fine|doable|realistic) (for|with) (my|our|the) (budget|bills|money|income)\b|\bwould (a|an|that|this|it)\b.{0,60}\bwork\b|\b(realistic|doable|ok|okay|fine|manageable|affordable|possible|feasible|sustainable)\b.{0,20}\b(on|for|with|in|within) (my|our|the) (budget|income|pay|money|finances|means)\b|\b(be|is|going to be|gonna be) (a |an )?(problem|issue|stretch)\b|\bbreak the bank\b|\b(can|could) (i|we) (swing|stretch|handle|manage|cover|fit|pay for|take on|carry|absorb|justify)\b|\bwithin (my|our) means\b|\bmake (it|that|this) work\b|\baff?ord\w*|\bleave (me )?(any |enough )?room\b|\b(does|would|will) (that|it|this|everything|all of (?:it|that|this)|an? [a-z0-9$./ ]{1,40}) (still )?fit\b|\bfits? (after|with|in|into) (my|our|the) (rent|bills|budget|income|pay|paycheck|money)\b|\btake (that|it|this) on\b|\bcan (i|we) (still |actually |really |even )?do (it|that|this|both|all|them)\b|\bwould (i|we) (still )?(manage|handle|cope with|swing|cover)\b|\b(can|could) (i|we) still (swing|stretch|handle|manage|cover|fit|pay for|afford)\b|\bwork (for|with) (my|our) (budget|money|income)\b|\b(budget|plan|numbers|math) still (holds?|hold up|works?|ok|okay|fine)\b|\b(budget|numbers|math) (holds?|hold up)\b|\b(?:have|has|got) (?:the |enough |any )?room\b|\b(still )?(ok|okay|fine|good|alright|in good shape) (on a monthly basis|month to month|each month|every month|monthly)\b|\bhow much (?:more|less|extra) (?:do|will|would|does|is) (?:i|we|that leave|it leave|left)\b.{0,25}\b(?:each|a|per|every) month\b/;
export const RETIREMENT =
  /\bretire\w*\b|\bnest egg\b|\b(?:4|four) ?(?:%|percent) rule\b|\b(401|403|457)\s*\(?[kb]\)?|\b(roth )?ira\b|\broth\b|\b(by|at|until|till|before|when i'm|when i am) (age )?6\d\b/;
/** A projection asked: what something will be worth or what one will have, ahead. */
export const PROJECTION =
  /\b(what|how much) (will|would|'ll) (my|our|it|that|this|i)\b.*\b(be worth|have|grow|be|come to|get me|give me)\b|\bhow (big|much) will\b/;
/** "How many dollars short of the house goal am I?": behind its plan when it has one, else what is left. */
export const DOLLARS_SHORT = /\bhow (?:many dollars|much(?: money)?) short\b/;
export const BEHIND =
  /\bahead\b[^?.!]{0,30}\bbehind\b|\bbehind\b[^?.!]{0,30}\bahead\b|\bhow (?:many dollars|much(?: money)?) behind\b|\b(?:are|am|is) (?:we|i|it|they) behind\b|\b(?:vs\.?|versus|against) (?:its|the|my) (?:timeline|schedule|plan|pace)\b|\b(furthest|farthest|most|far|further|farther|falling|fallen|fell|lagging|lags?) behind\b|\bbehind (schedule|pace|plan)\b|\bwhich (of my )?goals? (is|are) behind\b|\bwhich (?:one|goal)\b[^?.!]{0,30}\bbehind\b|\bcatch(ing)? up\b|\boff (?:its |their |the )?(track|pace)\b|\bleast on track\b|\bworst\b.*\bgoals?\b|\bbehind (on|with|in|for)\b|\bslipp(ing|ed)\b|\btrailing\b|\blagg(ing|s)\b|\bneglect\w*\b|\bslack(?:ing|ed)? (?:on|off)\b|\bfalling short\b|\bnot keeping up\b|\bwhere (?:it|i|we|they|that|this|he|she) should be\b|\bshould (?:be|have been) (?:at )?by now\b|\bsupposed to be (?:at )?(?:by )?now\b|\b(?:should|ought to|supposed to) (?:\w+ ){0,4}(?:have|hold|be at)\b[^?.!]{0,25}\bby now\b|\bif (?:we|i) (?:were|was|are|am|had been|stayed|kept) on (?:plan|pace|track|schedule)\b/;
export const GOAL_WORDS = /\bgoals?\b|\bsavings? (?:targets?|buckets?|pots?)\b/;

/** What a question about a goal asks: what is left, when it is reached (or how long), or how it goes. */
export const ASKS_REMAINING =
  /\b(left|remain\w*|still (needed|need|to go|missing|to save|outstanding)|outstanding|more (do i|to|i) (need|save)|to go|missing|unfunded|unsaved|how far|how close|short of|away from|gap)\b|\bhow much (each|a|per|every) month\b|\bper month do i need\b|\b(need|have) to (save|set aside|put (away|aside|in)|contribute|stash|sock away|put toward)\b.*\b(monthly|each month|a month|per month|every month)\b|\bmonthly (savings?|amount|contribution) (needed|i need)\b|\bmonthly amount\b|\b(on|in) time\b|\bmake (my|the|its) (target )?date\b|\bwhat (a|per|each|every) month\b|\b(hit|meet|reach) (its|the|my|our) (target )?date\b|\bowe (myself|ourselves)\b/;
export const ASKS_WHEN =
  /\bby (?:its|the|my|our) (?:deadline|target date|date)\b|\b(how long|how many (?:months|weeks|years|days|paychecks|pay ?days)|how soon|when (will|would|can|could|do|does|am|is|should)|when's|when\s*[?.!]*$|until|reach(ed)?|get there|be (full|done|finished)|finish|what month|wraps? up|wrapped up|time ?line|time ?frame|eta|finish date|done date|end date)\b/;

export const EVENT_QUESTION =
  /\b(when|due|how much|amount|cost|recurring|repeat\w*|one[- ]?(?:off|time)|how often|what day|which day|how many days|weekday|comes? out)\b|\bwhat(?:'s| is) (?:my|our|the) [a-z ]{2,30}\??$/;
/**
 * What a calendar entry does not hold, asked of it: "the late fee on my rent", "how much is left on
 * my car payment", "who is my car insurance with". Its date and amount would answer another question.
 */
export const RECORD_DETAIL =
  /\b(?:late fees?|fees?|penalt\w*|interest|apr|balance|owe|owed|left on|remaining on|paid off|payoff|worth|deductible|tax\w*|provider|company|contract|coverage|grace period)\b|^(?:who|where|which (?:company|bank|provider|insurer|lender))\b/;
/** How often a bill comes, asked: "is the dentist bill recurring". */
export const REPEAT_ASKED = /\b(recurring|repeat\w*|one[- ]?(?:off|time)|how often)\b/;
export const GOALS_SUMMARY =
  /\bacross (?:all )?(?:of )?(?:my |our |the )?goals\b|\b(?:everything|all) (?:i've|i have|we've|we have) saved\b|\bmy (?:[a-z]+ ){0,2}goals?\b|\bsaving (toward|for)\b|\bsaved so far\b|\bhow much (have i|am i|did i) sav/;
export const BILLS = /\b(bills?|due|payments?|owe)\b/;
export const THIS_WEEK = /\bthis week\b|\bnext 7 days\b|\bseven days\b/;
export const THIS_MONTH = /\b(this|next) month\b|\bcoming up\b|\bdue soon\b/;
export const PAYDAY = /\bpayday\b|\bnext paycheck\b|\bget paid\b|\bnext pay\b|\bsalary\b/;

/** A question a guide's page can answer: what something is, how it works, whether or how to do it. */
export const KNOWLEDGE =
  /^(what|how|why|when|which|who|is|are|do|does|should|can|could|would|will|explain|tell me|teach|define|describe|compare|any|tips?|ways?|best|ideas?|help me (understand|learn|decide|choose|pick|figure))\b|\b(what('s| is| are| does| do| should| would)|how (do|does|can|should|much|many|long|to|would|is|are)|why|explain|meaning of|difference between|pros and cons|worth it|tips|should (i|we)|is it (better|worth|smart|wise|good|bad|ok|okay)|do (i|we) need|tell me|which|recommend|suggest|advise|better|worse)\b|^i('m| am) (afraid|worried|scared|concerned|nervous|interested|curious|thinking|wondering|confused|new)\b|^i (want|would like|'d like|need help|need advice|don't (know|understand))\b|\?\s*$/;

/** Calculator sums on the question's own figures. */
export const EMERGENCY = /emergency (fund|savings|cushion)|rainy[- ]day|\bemergencies\b/;
export const DEBT_SUM = /\b(debts?|cards?|loans?|owe|balance|pay (it )?off|clear|repay)\b/;
export const FOUR_PERCENT = /\b(4|four) ?(%|percent) rule\b|\bincome from\b|\bwithdraw\b/;
export const DOUBLING = /\bdoubl(e|es|ed|ing)\b/;
export const GROWTH = /\b(grow|worth|invest|compound\w*|save|saving|have|end up|reach)\b/;
/** How often growth compounds, when the question says: "compounded yearly", "compounding quarterly". */
export const COMPOUNDED = /\bcompound(?:ed|ing|s)? (yearly|annually|quarterly|monthly|daily)\b/;
export const INVESTING = /\b(invest\w*|stock market|the market|stocks)\b/;
export const DEBT = /\b(debts?|loans?|cards?|mortgage|owe|balance)\b/;
/** One against the other, not a list of priorities ("saving, debt and investing"). */
export const WEIGHED = /\b(or|vs|versus|instead|rather|before|first)\b/;

/** Plain arithmetic asked of the question's own numbers: a total, a rate of an amount. */
export const TOTAL =
  /\bhow much\b|\bwhat('s| is| does| do| would)\b|\btotal\b|\badd(s)? up\b|\bcome(s)? to\b|\bcost\b|\bin (a|one|\d+) (year|month|week)s?\b|\bover (a|one|\d+) (year|month|week)s?\b|\bfor (a|one|\d+) (year|month|week)s?\b|\ba (year|month|week)\b\s*\??$|\bper (year|month|week)\b\s*\??$|[.,]\s*(yearly|annually|monthly|weekly)\s*\??$|\bworks? out to\b|\b(?:yearly|annual|monthly|weekly) (?:sum|total|amount|figure)\b|\bwhat (?:monthly|weekly|yearly|a month|a week|a year|per month|per week|per year)\b|\bcombined\b|\baltogether\b/;

/** A share asked as a percentage: "what percent of 3,800 is 950?". */
export const PERCENT_ASKED =
  /\bwhat (percent(age)?\b|%)|\bhow many percent\b|\bwhat('s| is) the (%|percent(age)?\b)|\bin (percent|%|percentage terms)\b|\bas a (percent|percentage)\b/;

/** A count of things at a price each: "3 subscriptions at 9.99 each", "2 tickets at 80 each". */
export const COUNTED_EACH =
  /\b(\d+)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:at|for|costing|of)\s+\$?\s*[\d.,]+k?\s*(?:dollars?\s*)?(?:each|apiece|a piece)\b/;

/** A product asked: "x 12", "times 3". */
export const TIMES = /(?:\d|\s)(?:x|times|\*)\s*\d+\s*(?:=|\?|$)/;

/** One amount shared out: "split $1,250 rent 3 ways", "divided between 4 of us". */
/** How much to put toward something, asked: "how much should I be saving each paycheck for it". */
export const SAVE_HOW_MUCH =
  /\bhow much (?:should|do|must|would|will|need to|have to|can) (?:i|we) (?:need to |have to )?(?:be )?(?:sav|put|set aside|stash|sock|contribut)\w*/;
/** An amount each month or week asked: "how much per month", "what's that monthly". */
export const PER_PERIOD_ASKED =
  /\bhow much (?:(?:do|should|would|will|must) (?:i|we) (?:need to |have to )?(?:save|put (?:away|aside)|set aside) )?(?:per|a|each|every) (?:month|week)\b|\bhow much (?:monthly|weekly)\b|\bwhat(?:'s| is) that (?:monthly|a month|per month|weekly|a week)\b|\b(?:monthly|weekly) average\b|\baverage (?:per|a|each) (?:month|week)\b|\bon average (?:per|a|each) (?:month|week)\b/;
/** Each payday: "each paycheck", "per pay period", "every payday". */
export const PER_PAYCHECK = /\b(?:each|per|every|a) (?:pay ?check|paycheque|pay ?day|pay period)\b/;

/** What a change would save, asked: "how much would I save", "what does that free up". */
export const SAVING_ASKED =
  /\bhow much (?:would|will|could|do|can|does|'d|might) (?:i|we|that|it|this) (?:save|free up|keep)\b|\bhow much (?:money )?(?:is|would be|gets) (?:saved|freed up)\b|\bwhat (?:would|will|does|do|can|could|'d) (?:that|it|this|i|we) (?:save|free up)\b/;

/** Spending already done, which the plan does not record: "how much did I spend", "last year". */
export const PAST = /\b(?:did|spent|paid|was|were)\b|\blast (?:year|month|week)\b/;

/** Who a cost is shared between: "3 ways", "4 of us", "2 roommates". */
export const SHARERS =
  'ways|people|persons|of us|roommates|room mates|friends|housemates|coworkers|others|siblings|sisters|brothers|cousins';
export const SPLIT = new RegExp(
  `\\b(?:for )?\\d+ (?:${SHARERS})\\b.*\\b(each|per person|apiece|a head|per head)\\b|\\b(split|divided?|share)\\b.*\\b\\d+\\s+(?:${SHARERS})\\b|\\b\\d+\\s+(?:${SHARERS})\\b.*\\b(split|divided?|share)\\b`,
);

/** A supposed change to a bill or a payday: "if ... goes up", "drops to", "if I get paid less". */
export const SUPPOSED = /\b(if|suppose|supposing|say|assuming|what if|when)\b/;
export const INCOME_WORDS =
  /\b(paid|pay ?checks?|paycheque|income|salary|wages?|take[- ]home|earn\w*|raise|pay cut|paycut|bumped|my checks?)\b|\b(my|our) pay\b|\b(?:(?:my|our) )?(?:bi-?weekly|weekly|fortnightly|semi-?monthly|twice[- ]monthly) (?:pay|pay ?checks?|checks?|deposits?)\b|\b(?:my|our) (?:monthly|regular|usual|normal) (?:pay|checks?|deposits?)\b|\b(?:half|full|reduced|partial|base) pay\b|\b(?:my|our) direct deposits?\b/;

/**
 * Outside what the assistant can do, though asked about the user: acting on their accounts
 * ("transfer $500 to savings", "cancel my subscription for me"), or a figure of theirs the app
 * does not hold and nobody can know ahead (what their house is worth, the tax they will owe,
 * whether a lender approves them, what they will spend on what the calendar does not hold).
 */
export const ACTION_REQUEST =
  /^(?:please|pls|plz|kindly)\s+(?:(?:can|could|would|will) you\s+)?(?:change|update|set|move|split|edit|fix|switch|raise|lower|increase|decrease|reschedule|push|mark|add|remove|delete|rename|cancel|transfer|send|pay|deposit|withdraw|book|open|close)\b|^(please |pls |can you |could you |would you |will you |go ahead and |just )*pay (?:off|down)\b.*\b(?:from|out of|with) (?:my |the |our )?(?:checking|savings|account|bank|card)\b|^(please |pls |can you |could you |would you |will you |go ahead and |just )*(move|transfer|send|pay|cancel|unsubscribe|deposit|withdraw|close|schedule|set up|open|apply|sign me up|enroll|rename|delete|remove|archive|edit)\b(?! (off|down)\b)(?=.*(\bmy\b|\d|\bfor me\b|\bpls\b|\bplease\b))|^(please |pls |can you |could you |would you |will you |go ahead and |just )*(?:change|update|set|edit|fix) (?:the )?(?:name|title|label|target date|deadline|due date|category) (?:of|on|for) (?:my|our|the)\b|\b(can|could|would|will) you (please )?(move|transfer|send|pay|cancel|deposit|withdraw|close|book|buy|sell|lower|reduce|negotiate|refinance|dispute)\b/;
export const UNKNOWABLE =
  /\bwhat (?:will|would|'ll) (?:my|our|his|her|their) [a-z' -]{2,30}? (?:be|cost|come to|run)\b.*\b(?:next|in (?:a|\d+)) (?:years?|months?|weeks?)\b|\bhow much (is|are|will|would) (my|our) [a-z' -]{2,30}? (be )?worth\b|\bwhat('s| is| will) (my|our) [a-z' -]{2,30}? (be )?worth\b|\bhow much (tax|taxes|in tax(es)?)\b.*\b(will|do|would|going to)\b|\bwill (i|we) (get|be) (approved|accepted|denied|rejected|qualified)\b|\bhow much (am i|are we|will i|will we) (going to |gonna )?(spend|owe|get back|make)\b|\bhow much (did|do|have|does) (i|we|my \w+) (usually |typically |normally |really |actually )?(spend|spent|pay|paid)\b.*\b(on|for|last|each|every|a|per)\b|\bwhat (did|do) (i|we) (usually |typically )?spend\b|\bwhat (?:did|have) (?:i|we) (?:\w+ )?(?:spent|paid|pay)\b|\bhow much interest (?:did|have|do) (?:i|we)\b|\bwhat (?:credit )?(?:score|rate|apr|interest rate|income|salary|down payment|deposit|premium|credit limit|limit)s? (?:do|does|would|will|could|might) (?!(?:i|we|you|it|that|this)\b)(?![a-z' ]*\b(?:goals?|funds?)\b)[a-z' ]{2,30}? (?:want|require|need|give|offer|charge|approve|accept|look for|expect|ask for)\b|\bwhat will my credit score\b|\bhow much (?:would|will|does|do|did|might) [a-z' -]{2,30}? charge\b|\b(?:get|give me|want) (?:a |some )?quotes?\b|\bhow much (?:will|would|is) (?:a|an|the) [a-z' -]{2,30}? (?:going to |gonna )?cost\b.*\b(?:in \d+|by 20\d\d|next (?:year|decade)|from now)\b|\bhow many points\b|\bwill my (?:credit )?score\b|\bwill (?:i|we) (?:get|owe|receive|have to pay)\b.{0,30}\b(?:tax(?:es)?|refund)\b|\bwhat(?:'s| is)? (?:a )?(?:good |minimum |min |decent )?(?:credit )?score\b.{0,30}\b(?:to (?:get|qualify|be approved|rent|buy)|for (?:a|an|the))\b.*\b(?:loans?|mortgages?|cards?|leases?|apartments?|houses?|homes?|car)\b|\bwhat (?:credit )?(?:score|income|salary|down payment)\b.{0,20}\bneed\b.{0,20}\b(?:to (?:get|qualify|be approved)|for (?:a|an|the))\b.*\b(?:loans?|mortgages?|cards?|leases?|apartments?|houses?|homes?|approved)\b/;

/** A price or a market asked where it will go: "is nvidia gonna keep going up", "will gold crash". */
export const FUTURE_MOVE =
  /\b(?:gonna|going to|will|'ll)\s+(?:[a-z']+\s+){0,4}?(?:keep (?:going|rising|climbing|falling|dropping)|go(?:ing)? (?:up|down)|rise|fall|crash|drop|recover|tank|moon|bounce back|be worth)\b/;

/** A bill's future amount asked: "how high will my electric bill be in july". */
export const BILL_FUTURE =
  /\bhow (?:high|much|big|low|expensive) (?:will|is|'s) (?:my|our|the) [a-z' ]{2,30}? (?:be|get|going to be|gonna be|run)\b(?! (?:worth|saved|left))/;

/** A time ahead named: "in july", "next year", "this winter". */
export const LATER =
  /\b(?:in|by|next|this|after|come) (?:jan\w*|feb\w*|march|april|may|june|july|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|summer|winter|spring|fall|autumn|year|month|quarter)\b|\bnext (?:year|month|summer|winter)\b/;

/** Words that change an amount without saying by how much: "might double", "goes up", "a raise". */
export const CHANGE_WORDS =
  /\b(?:doubl\w*|tripl\w*|half|halve\w*|(?:go|goes|going|went) (?:up|down)|increas\w*|rais(?:e|es|ed|ing)|hike\w*|bump\w*|cut|cuts|drops?|dropping|jump\w*)\b/;

/** A bill dropped: "and I cancel streaming", "if we get rid of cable". */
export const CANCEL =
  /\b(?:stop(?:ped|ping)? paying|cancel\w*|get(?:ting)? rid of|quit(?:ting)?|drop(?:ping)? (?:my|the|our)(?! (?:[a-z]+ ){1,2}to (?:a |an )?\$?\d))\b/;

/** One amount shared, asked without the amount: "split the electric bill with my roommates, how much each". */
export const SHARE_ASKED =
  /\b(?:split\w*|divid\w*|shar(?:e|es|ed|ing))\b.*\b(?:each|apiece|per (?:person|head)|my (?:share|part|cut)|do i owe|\d+ ways)\b/;

/** Numbers that are names ("a 529 plan", "the 50/30/20 rule", "the rule of 72"), not figures. */
export const NAMED_NUMBERS =
  /\b(?:401|403|457)\s*\(?[kb]\)?|\b529\b|\b50[ /-]30[ /-]20\b|\brule of 72\b|\b(?:4|four) ?(?:%|percent) (?:rule|withdrawals?)\b|\b1099\b|\bw-?[24]\b/g;

/** The horizon asked: before the next payday, this month, in N days, by an age. */
export const BEFORE_PAYDAY =
  /\b(before|until|till|to|by) (my |the )?(next )?(payday|pay ?check|pay day|paycheque|i get paid|i'm paid|(?:direct )?deposit)\b/;

/**
 * A figure of the user's own asked (how much they spent, owe, need, what share goes where), which
 * no guide's page holds: "how much did I blow on eating out", "how much life insurance do I need
 * with 2 kids". "How much should I keep for emergencies?" asks what is advised, which a page says.
 */
export const OWN_QUANTITY =
  /\bwhen (?:will|does|do|would|is|are|did) (?:my|our) [a-z0-9()' ]{1,25}? (?:double|triple|grow|reach|hit|run out|be (?:worth|paid off|gone|enough))\b|\bhow (much|many)\b[^?]*?\b(did|do|does|have|has|had|will|would|am|is|are|was|were)\s+(i|we|my|our)\b(?![^?]*\b(need|should)\b)|\bwhat (%|percent(age)?|share|portion|part) of (my|our)\b|\bhow far along\b|\bhow much (would|will|does|did|might) it cost (me|us)\b/;

/** The user's taxes: what they can deduct, their bracket, what they owe. */
export const OWN_TAX =
  /\bclaim (?:[a-z']+ ){0,3}as (?:a |my |our )?dependents?\b|\bdependents? (?:on|for) (?:my|our) (?:taxes|return)\b|\bhead of household\b|\bfiling status\b|\bfile (?:jointly|separately)\b|\bstandard deduction\b|\bitemi[sz]e\b|\b(write[- ]?offs?|write (it|this|that|my [a-z ]{1,20}) off|deduct\w*|tax bracket|tax return|file (my )?tax\w*|owe (?:in |any )?(?:(?:state|federal|local|city|income|property|self[- ]employment|payroll|capital gains) )*tax\w*|when (?:i|we) file|on (?:my|our) (?:tax(?:es)?|return))\b/;

/** Goals left out of a sum asked: "not counting the car", "leaving the house out". */
export const EXCLUDING =
  /\b(not counting|not including|leaving [a-z' ]{1,30} out|leave [a-z' ]{1,30} out|except( for)?|other than|besides|excluding|apart from|aside from|without (counting|including))\b/;

/** What is asked of a goal's progress: "how's my vacation goal", "did I finish", "where should I be". */
export const GOAL_PROGRESS =
  /\b(so far|put (?:in|into|toward|towards|aside)|of the way|how('s| is| am i doing| are| far| close)|status|progress|deposited|contributed|target|on track|on pace|where (am i|do i stand|should i be)|doing|saved|percent\w*|%|left|need\w*|short|behind|ahead|finish\w*|done|complete\w*|reach\w*|there yet|look(ing)?|fraction|covered|share|portion|sitting|in (?:it|there)|(?:have|got) in)\b/;

/** Which of several options: each weighed apart, not added up. */
export const OPTIONS =
  /\b(or|vs\.?|versus|compar\w*|either|one is|the other|which (one|is)|(?:under|with|for|at) each(?! (?:month|week|year|paycheck|check|payday))|tiers?)\b/;

/** How to do something, or what is advised: a guide's question even when it says "my goal". */
export const KNOWLEDGE_ONLY =
  /\b(how (do|can|should|would) (i|we) (set|make|create|start|add|use|edit|delete|change|pick|choose)|what (is|are) (a|an|the)\b|should (i|we)\b|tips?\b|best way)\b/;

/** An hourly rate: "18 an hour", "21.50/hr". */
export const HOURLY = /\d\s*(?:\/\s*(?:hr|hour)|an? (?:hour|hr)|per (?:hour|hr))\b|\bhourly\b/;

/** A bill or payday moved to another day: "push my rent back a week", "move the car payment to the 15th". */
export const RESCHEDULE =
  /\b(?:push|move|shift|delay|postpone|bump)(?:ed|ing|s)?\b[^.?!]{0,40}?\b(?:back|later|earlier|to (?:the )?\d{1,2}(?:st|nd|rd|th)|(?:a |one |\d+ |two |a few |few |a couple (?:of )?)(?:days?|weeks?) (?:later|back|out)|(?:until|till|to) after\b|past (?:my |the |our )?(?:next )?(?:payday|pay ?check|check))\b/;
/** Moving a bill named: "delay the internet bill", "postpone my car payment". */
export const DELAY = /\b(?:delay|postpon|reschedul)\w*\b/;

/** How long money would last: "how long would my emergency fund last if I lost my job". */
export const RUNWAY =
  /\bhow long (?:would|will|could|can|does|do|might) (?:my |our |the |it |that |this |[a-z' ]{1,30} )?last\b|\bhow many months (?:would|will|could|can|does|do) (?:my |our |the |it )?[a-z' ]{0,30}(?:last|cover)\b/;

/** A message asked of the assistant: "text me when my paycheck lands", "can you remind me". */
export const MESSAGE_ME =
  /\b(?:can|could|would|will) you (?:please )?(?:text|sms|email|e-mail|call|ping|notify|alert|remind|message) me\b|^(?:please )?(?:text|email|e-mail|ping|notify|alert|remind) me\b/;

/** The value of an account the app does not hold: "the current value of my 401k account". */
export const ACCOUNT_VALUE =
  /\b(?:current )?(?:value|balance|worth) of (?:my|our) ((?:401\(?k\)?|403\(?b\)?|ira|roth(?: ira)?|brokerage|retirement|checking|savings|bank|investment)(?: account)?)\b|\b(?:how much (?:is|do i have|have i got|money is|is there|is sitting)|what(?:'s| is)(?: sitting| there)?) in (?:my|our) ((?:401\(?k\)?|ira|roth(?: ira)?|brokerage|checking|savings|bank|hsa|fsa|pension)(?: account)?)(?: right now| now| today)?\s*\??$/;

/** Advice on where a goal's money goes or what it earns: "what rate should my car fund earn". */
export const GOAL_ADVICE =
  /\b(?:what|which) (?:interest )?(?:rate|apy|account|bank|fund|investments?)\b.*\bshould\b|\bshould (?:i|we) (?:keep|put|park|invest|hold)\b.*\b(?:in|into)\b.*\b(?:account|bank|cds?|bonds?|stocks?|index|etfs?|market)\b/;

/** Ways of asking whether a cost fits that need its amount to mean that: "would $45 a week wreck our budget?". */
export const AFFORD_WITH_AMOUNT =
  /\b(?:can|could) (?:i|we) (?:still |really )?pay \$?\d[\d,.]*\s*k?\b(?:\s*(?:a|per|each|every) (?:month|week)|\s*monthly|\s*weekly)?\s+(?:for|on|toward|towards) (?:a|an|the|my|our)\b|\b(?:can|could) (?:i|we) (?:still )?do (?:a|an|the)\b|\bbudget (?:can |could |would |will )?(?:handles?|takes?|covers?|absorbs?|allows?(?: for)?|fit|fits|accommodates?|supports?|bears?|stands?)\b|\bfits? (?:in(?:to)? |within )?(?:my|our|the) budget\b|\bwould (?:a|an|that|this|it)\b[^?.!]{0,60}\bbe (?:sensible|reasonable|wise|smart|manageable|doable|realistic)\b|\bout of (?:what|the money) (?:we|i) (?:make|earn|bring in|take home|bring home)\b|\bleave (?:me|us) (?:ok|okay|enough|anything|short)\b|\bmake (?:it|that|this|[a-z]+) work\b|\bmanageable\b|\bwreck\b|\bbudget (?:still )?work|\bcome out ahead\b|\bbreathing room\b|\bsink (?:me|us)\b|\bstretch (?:the|my|our) budget\b|\bbreak the bank\b|\bsqueeze\b|\brealistic\b|\bwiggle room\b|\b(?:ok|okay|fine|doable|affordable|good) for (?:us|me)\b|(?:^|[.?!,]\s*)(?:is (?:that|it|this) )?(?:ok|okay|doable|fine|reasonable)\s*[?.!]*\s*$|\b(?:does|do|would|will) (?:that|this|it|the (?:monthly )?(?:numbers?|math)|(?:my|our|the) budget)(?: still)? (?:work|hold up|add up|fit)\b(?! out\b)|\b(?:is|are)\b[^?.!]{0,40}\b(?:ok|okay|reasonable|fine)\s*[?.!]*\s*$/;

/**
 * What is left once an amount goes out, asked: "what does that leave me monthly", "what do i have
 * left", "how much is left over once that is in".
 */
export const LEFT_ASKED =
  /\b(?:what|how much)(?:'s| is| do| does| would| will| 'd)?\b[^?.!]{0,30}\b(?:left|left over|leftover|leave (?:me|us))\b|\bwhat (?:would|will|does|do|'d|might) (?:my|our|the) (?:monthly|month|months|budget|monthly budget|month to month)(?: budget| numbers| picture)? (?:look|be looking) like\b/;

/** Why something of the user's went as it did: "why was my last paycheck smaller" (records it does not hold). */
export const WHY_PAST = /\bwhy (?:was|were|did|has|have|is|are) (?:my|our)\b(?!.*\bgoals?\b)/;

/** A comparison with other people, whose figures the app does not hold: "compared to other people my age". */
export const OTHERS =
  /\b(?:compared? (?:to|with)|than|versus|vs\.?|like|as) (?:other|most|the average|average|typical|normal|the typical)? ?(?:people|americans|folks|households|families|person|others|my friends|friends|my peers|peers|everyone|everybody|my coworkers|coworkers)\b|\b(?:for|at) (?:someone|people|a person|others) (?:my|of my|our) age\b|\b(?:normal|typical|average) for (?:my|our|someone)\b|\bwhat (?:most|other) people\b/;

/** What people in a job or a place are paid, which the app does not hold: "the average nurse salary in ohio". */
export const OTHERS_PAY =
  /\b(?:average|typical|median|normal|going)\s+(?:[a-z-]+\s+){0,3}(?:salary|salaries|pay|wages?|income|earnings)\s+(?:for|of|in)\b|\bhow much (?:do|does|can) (?:an? |the )?(?!i\b|we\b)[a-z]+(?:\s+[a-z]+)? (?:make|earn|get paid)\b/;

/** What a goal's money would be used for, which is advice: "should I pause the vacation fund to pay the card". */
export const GOAL_MONEY_MOVE =
  /\bshould (?:i|we) (?:pause|stop|skip|raid|use|dip into|take|pull|drain|empty|cash out|withdraw|borrow|spend|move|redirect|break|close|tap)\b/;

/** Someone else paying in: "she'll chip in 500", "my brother will pitch in" (not "we'd chip in"). */
export const OTHERS_CHIP_IN =
  /\b(?:she|he|they|(?:my|our) (?:mom|mum|dad|mother|father|parents?|partner|roommate|sister|brother|son|daughter|in-laws?|grandma|grandpa|boyfriend|girlfriend|wife|husband|aunt|uncle|cousin|friend))(?:'ll|'d| will| would| can| could| is going to| wants to| said (?:she|he|they)(?:'d|'ll| would| will))?\s+(?:\w+\s+)?(?:chip|chips|chipping|pitch|pitches|pitching)\s+in\b/;

/** An amount said without its figure: "a little extra", "a bit more", "some extra". */
export const VAGUE_AMOUNT =
  /\b(?:a little|a bit|a little bit|a tad|some|a few bucks|a bit of) (?:extra|more)\b|\bsome extra (?:money|cash)\b/;

/** A change to the user's own record supposed without its figure: "how much more will it be if I add my son". */
export const UNPRICED_IF =
  /\bhow much (?:more|less|extra)\b|\bif (?:i|we|they|my|our)\b|\bwhat would\b.*\bbe\b/;

/** The user's own records, named with "my" or "our": a guide's page does not answer about them. */
export const OWN_RECORDS =
  /\b(?:my|our) (?:[a-z]+ )?(?:goals?|funds?|bills?|pay ?checks?|checks?|paydays?|rent|calendar|car payment|forecast|month|week)\b/;

/** The next bill asked: "which bill is due next", "what's my next payment". */
export const NEXT_BILL =
  /\b(?:which|what)(?:'s| is)? (?:my |the |our )?(?:next )?(?:bill|payment)s? (?:is |are )?(?:due |coming )?(?:next|up next)\b|\bnext (?:bill|payment)s? (?:due|coming)\b|\bwhat(?:'s| is) (?:my|our|the) next (?:bill|payment)\b/;

/** What is advised rather than what the user's records hold: "how big should my rainy day fund be". */
export const ADVISED =
  /\bshould\b|\bideal\b|\brecommend\w*|\bhow big\b|\bsize\b|\brule of thumb\b|\bsupposed to\b|\bhow (?:do|can) (?:i|we)\b/;

/** The calendar's bills as a whole: "how much do I spend on bills a month", "what do my bills add up to". */
export const BILLS_TOTAL =
  /\b(?:total|sum) of (?:my|our|all (?:of )?(?:my|our)) (?:[a-z]+ )?bills\b|\b(?:how much|what) (?:do|does|am|are) (?:i|we) (?:spend(?:ing)?|pay(?:ing)?|shell(?:ing)? out|put) (?:on|in|for|towards?) (?:my |our |all (?:of )?(?:my |our )?|the )?(?:monthly |recurring |regular |fixed )?(?:bills|expenses|costs)\b|\b(?:total|sum|add(?:s)? up|come to|comes to|combined)\b.{0,20}\b(?:my|our|all (?:my|our)) (?:monthly |recurring |regular |fixed )?bills\b|\b(?:my|our|all (?:my|our)) (?:monthly |recurring |regular |fixed )?bills\b.{0,20}\b(?:total|add up|come to|combined|altogether|in all)\b|\bhow much (?:are|do) (?:my|our|all my) (?:monthly |recurring )?bills\b/;
/** What the income leaves after them: "how much is left after all my bills each month". */
export const LEFT_AFTER_BILLS =
  /\b(?:pay ?check|pay|income|salary|wages)\b.{0,20}\b(?:enough|cover)\b.{0,20}\bbills\b|\b(?:left|left over|leftover|remaining|remains)\b.{0,20}\bafter (?:all )?(?:of )?(?:my |our |the )?(?:bills|fixed costs|expenses)\b|\bafter (?:all )?(?:of )?(?:my |our |the )?bills\b.{0,30}\b(?:left|left over|leftover|remain\w*)\b/;
/** The calendar's repeating income asked: "how much do I make a year", "what's my monthly income". */
/** Money over a span of days: "how much rent goes out before ...", "how much pay lands by ...". */
export const SUM_OVER_DAYS = /\bhow much\b|\b(?:total|add(?:s)? up|comes? to|in all|altogether)\b/;
/** Pay asked for, not a bill: "how much pay lands", "paychecks before tax day". */
export const PAY_ASKED = /\b(?:pay|paychecks?|paydays?|income|wages|salary|earnings)\b/;
export const INCOME_ASKED =
  /\bhow much (?:do|does) (?:i|we) (?:make|earn|bring (?:in|home)|take home|get paid)\b|\bwhat (?:do|does) (?:i|we) (?:make|earn|bring (?:in|home)|take home)\b|\bwhat(?:'s| is) (?:my|our) (?:monthly |yearly |annual |weekly )?(?:income|take[- ]home|take home pay|salary)\b/;
/** The largest of them: "what's my biggest expense". */
export const BIGGEST_BILL =
  /\b(?:biggest|largest|highest|most expensive) (?:monthly |recurring |regular )?(?:bill|expense|cost|payment)\b/;
/** What share of the income one bill takes: "what percent of my income goes to rent". */
export const BILL_SHARE =
  /\bwhat (?:percent(?:age)?|%|share|portion|part|fraction) of (?:my|our) (?:income|pay|paycheck|take[- ]home|earnings|salary|money)\b|\bhow much of (?:my|our) (?:income|pay|paycheck|take[- ]home) (?:goes|is going|is spent) (?:to|on|toward)\b/;

/** A figure of the user's own loan or card, which the app does not hold: its rate, what is owed, when it is paid off. */
export const LOAN_FIGURE =
  /\b(?:interest rate|rate|apr|balance|payoff|principal) (?:on|of|for) (?:my|our) ((?:[a-z]+ )?(?:loan|card|credit card|mortgage|car|truck|debt|student loans?))\b|\bhow much (?:do|did) (?:i|we) (?:still )?owe (?:on|for) (?:my|our|the) ((?:[a-z]+ )?(?:loan|card|credit card|mortgage|car|truck|student loans?|house))\b|\bwhen (?:is|will) (?:my|our) ((?:[a-z]+ )?(?:loan|card|credit card|mortgage|car|truck|student loans?)) (?:be )?(?:paid off|forgiven|discharged|cancell?ed|wiped out)\b/;

/** "Can I retire early?", "do I have enough to retire": a projection, which asks for what it lacks. */
export const CAN_RETIRE =
  /\b(?:can|could|will) (?:i|we) (?:afford to |ever )?retire\b|\b(?:do|will) (?:i|we) have enough (?:saved )?(?:for|to) retire\w*|\bam i (?:on track|saving enough) (?:for|to) retire\w*/;

/** A figure whose digits cannot be read as written: "2,2500" (a comma before four digits). */
export const MALFORMED_NUMBER = /\d,\d{4,}(?![\d,])/;

/**
 * Amounts put in with no rhythm: "now and then", "every so often", "when I can". Every answer here
 * works from how often, so none can run it.
 */
export const IRREGULAR =
  /\b(?:(?:every )?now and (?:then|again)|every so often|once in a while|here and there|from time to time|sporadically|irregularly|whenever (?:i|we) (?:can|could|have|get)|when(?:ever)? (?:i|we) (?:have|get) (?:extra|spare|some|leftover))\b/;

/** A figure of the place the asker lives, which the app does not hold: "the sales tax rate where I live". */
export const LOCAL_FACT =
  /\b(?:where (?:i|we) live|in (?:my|our) (?:state|city|town|county|area|zip(?: code)?|country|province|neighbou?rhood)|near (?:me|us)|around here|in this (?:state|city|town|county))\b/;

/**
 * What must go in to reach an amount ("how much do I need to add monthly to hit 1 million at 65"):
 * the projection runs the other way, from what goes in to what it grows to.
 */
export const AMOUNT_TO_REACH =
  /\bhow much (?:more )?(?:do|would|should|will|must) (?:i|we) (?:need to |have to |got to |gotta )?(?:save|put|add|invest|contribute|set aside|stash|sock away)\b[^?.!]*\bto (?:hit|reach|get to|have|end up with|retire with|be at|make)\b/;

/** A message that asks something, however it words it: a question mark, a modal, a yes or no. */
export const ASKING =
  /\?|\b(?:can|could|is|would|will|should|does|do|am|are)\b|\b(?:yes or no|y\/n|ok|okay|reasonable|within reach|in reach|feasible|viable|sensible)\b/;

/** A card statement's figures, which the app does not hold: "the minimum payment due on my amex". */
export const CARD_DUE =
  /\b(?:minimum|min\.?) (?:payment|amount|due)\b[^?.!]{0,30}\b(?:my|our)\b|\b(?:my|our) [a-z]+(?: card)?'?s? (?:minimum|min\.?) (?:payment|due)\b|\bstatement (?:balance|amount)\b/;

/** Days to a goal's date asked: "how many days till the deadline", "days left". */
export const ASKS_DAYS =
  /\bhow many days\b|\bdays? (?:left|remaining|to go|away|until|till|til|'til|before|apart|between)\b/;
/** A share asked, not an amount: "what percent is still missing", "what share is unfunded". */
export const PART_ASKED =
  /\bwhat (?:percent(?:age)?|%|share|fraction|portion|proportion)\b|\bhow many percent\b/;

/** The step up asked, from what goes in now: "how much more per month", "how much extra a month". */
export const ASKS_MORE =
  /\bhow much (?:more|extra|higher)\b|\bhow much (?:do|would|should) (?:i|we) (?:need to )?(?:add|increase|bump|raise|up)\b/;

/**
 * Whether someone else can afford something ("my sister makes 4,000, can she afford a 1,500
 * apartment"): their bills are not on the user's calendar, so no answer here weighs it.
 */
export const OTHERS_AFFORD =
  /\b(?:can|could|would|will|should) (?:she|he|they|(?:my|our) (?:sister|brother|friend|mom|mum|dad|mother|father|son|daughter|cousin|co-?worker|neighbou?r|boss|roommate|nephew|niece|aunt|uncle|grandma|grandpa|grandmother|grandfather|parents?|in-laws?|sibling|bestie|bff))\b[^?.!]{0,20}\b(?:afford|handle|swing|manage|cover|pay for|take on)\b|\b(?:affordable|doable|realistic|manageable) for (?:her|him|them)\b/;

/** An amount changed by the hour: "a raise of 2 dollars an hour", "$1.50/hr more". */
export const HOURLY_CHANGE =
  /\b(?:raise|bump|cut|increase|decrease|more|less|extra|up|down|rise|rose|jump(?:ed|s)?)\b(?:[^.?!]|\.(?=\d)){0,25}\d\s*(?:dollars?\s*|bucks\s*)?(?:an? hour|an? hr|per hour|per hr|\/\s*hr|\/\s*hour|hourly)\b|\d\s*(?:dollars?\s*|bucks\s*)?(?:an? hour|per hour|\/\s*hr)\s+(?:raise|bump|cut|increase|more|less)\b/;

/** Money taken out of a retirement account early: its taxes and penalties are the asker's own. */
export const EARLY_WITHDRAWAL =
  /\b(?:withdraw\w*|cash(?:ing)? out|take out|taking out|pull(?:ing)? out|borrow\w*|tap\w*|dip\w* into)\b[^.?!]{0,30}\b(?:from|out of|of|into) (?:my|our|the|a|his|her)\s+(?:[a-z]+\s+)?(?:401\s?\(?k\)?|403\s?\(?b\)?|ira|roth|tsp|pension|retirement (?:account|savings|fund))\b/;

/** One written figure: "$1,250", "82", "12.49". */
const FIGURE = String.raw`\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?!\s*(?:st|nd|rd|th|%|percent|years?|months?|weeks?|days?|hours?)\b)`;
/** Three or more figures in a row, each maybe named: "82, 95, 110 and 73", "costco 212.40, gas 48 and ...". */
export const FIGURE_LIST = new RegExp(
  String.raw`(?<![\w.,])${FIGURE}(?:(?:\s*,\s+(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*|\s*\+\s*)(?:[a-z']+\s+){0,2}${FIGURE}){2,}`,
  'g',
);
/** A list's average asked, or its total. */
export const AVERAGE_ASKED = /\b(?:average|avg|mean)\b/;
export const LIST_TOTAL_ASKED = /\b(?:total|sum|add(?:s|ed)? up|altogether|all together|in all|combined)\b/;

/** The day of the week asked: "what day of the week does rent come out", "which weekday". */
export const WEEKDAY_ASKED = /\b(?:day of the week|weekday|what day\b(?! of the month))/;

/** Saving that stops before retirement: "stop contributing at 50", "only for 10 years, then stop". */
export const STOPS_EARLY =
  /\bstop(?:s|ped|ping)? (?:contributing|adding|putting|saving|paying in|investing|deposits|contributions)\b[^.?!,]{0,25}\b(?:at|when (?:i'?m|i am|i turn|we're)|by|after|once (?:i'?m|i turn)) (?:age )?(?!6[5-9]\b|7\d\b)\d{2}\b|\bfor (?:the next |only )?\d{1,2} years?,? (?:and )?then (?:stop|nothing|leave it)\b/;

/**
 * A record of the user's that the app does not hold, asked with no figure: what a policy covers,
 * who services a loan, another person's pay, what a past paycheck held ("how much overtime was on
 * my last paycheck").
 */
export const OWN_RECORD =
  /\b(?:does|will|would|is|are) (?:my|our) [a-z' -]{0,30}?\b(?:plan|policy|insurance|coverage|insurer|benefits?)\b[^?.!]{0,25}\bcover\b|^who (?:services|holds|owns|manages|handles) (?:my|our)\b|\b(?:my|our) (?:ex|ex-wife|ex-husband|boss|landlord|neighbou?r|friend|brother|sister|mom|dad|mother|father|parents|roommate|coworker|son|daughter|partner|spouse|husband|wife)(?:'s|s') (?:income|salary|pay|wages|earnings|credit score|net worth|debts?)\b|\b(?:on|in|from|out of) (?:my|our|the) (?:last|previous|latest|most recent) (?:pay ?check|paycheque|check|pay ?stub|stub|statement|deposit)\b/;
