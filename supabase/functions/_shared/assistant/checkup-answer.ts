import { paths } from '../paths.ts';
/**
 * "How am I doing?" and "What should I fix first?", answered from the user's financial check-up
 * (docs/decisions/023-financial-checkup.md): financial_checkup() is the one home of the rules, read
 * with the user's JWT; this module only words its result. Its order is the order to fix things in.
 */

export type CheckupStatus = 'good' | 'attention' | 'unknown';

export interface CheckupItem {
  id: string;
  status: CheckupStatus;
  title: string;
  detail: string;
  links: { label: string; href: string }[];
}

const CHECKUP = `[your financial check-up](${paths.dashboard.checkUp})`;

const HOW_AM_I_DOING =
  /\bhow am i doing\b|\bhow (is|are|'s) my (money|finances?|financial (situation|health|position))\b|\bhow are my finances\b|\b(financial|money) (health )?check(-| )?up\b|\bhealth ?check\b|\bwhere do i stand\b|\bam i on track\b/;
const FIX_FIRST =
  /\b(fix|tackle|work on|improve|address|sort out|focus on|deal with)\b.*\bfirst\b|\bbiggest (problem|weakness|issue|risk)\b|\bweak(est)? (spot|point)s?\b/;

const STATUS_WORDS: Record<CheckupStatus, string> = {
  attention: 'needs attention',
  good: 'looks good',
  unknown: 'not enough information',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function notStarted(): string {
  return [
    "**I can't tell yet: your check-up needs a few of your numbers.**",
    '',
    `Add them on ${CHECKUP}: take-home pay, essential costs, savings, high-interest debt, dependents, life cover and retirement saving. Each is optional, and each check says which ones it needs.`,
  ].join('\n');
}

function overview(checks: readonly CheckupItem[]): string {
  const of = (status: CheckupStatus) => checks.filter((c) => c.status === status);
  const attention = of('attention');
  const good = of('good');
  const unknown = of('unknown');
  const parts = [
    attention.length > 0
      ? `${count(attention.length, 'needs', 'need')} attention`
      : 'nothing needs attention',
    `${good.length} ${good.length === 1 ? 'looks' : 'look'} good`,
    ...(unknown.length > 0 ? [`${count(unknown.length, 'needs', 'need')} more numbers`] : []),
  ];
  return [
    `**Your financial check-up: ${parts.join(', ')}.**`,
    '',
    ...[...attention, ...good, ...unknown].map(
      (c) => `- **${c.title}: ${STATUS_WORDS[c.status]}.** ${c.detail}`,
    ),
    '',
    `See ${CHECKUP}.`,
  ].join('\n');
}

function fixFirst(checks: readonly CheckupItem[]): string {
  const attention = checks.filter((c) => c.status === 'attention');
  const unknown = checks.filter((c) => c.status === 'unknown').length;
  const first = attention[0];
  if (!first) {
    return [
      '**Nothing in your check-up needs fixing right now.**',
      '',
      unknown > 0
        ? `${count(unknown, 'check needs', 'checks need')} more of your numbers to be sure: add them on ${CHECKUP}.`
        : `See ${CHECKUP}.`,
    ].join('\n');
  }
  const rest = attention.slice(1).map((c) => c.title.toLowerCase());
  return [
    `**Start with your ${first.title.toLowerCase()}.** ${first.detail}`,
    '',
    ...first.links.map((l) => `- [${l.label}](${l.href})`),
    '',
    rest.length > 0 ? `After that: ${rest.join(', then ')}. ` : '',
    `See ${CHECKUP}.`,
  ]
    .join('\n')
    .replace(/\n\n\n/g, '\n\n');
}

/** The answer when the question is about the user's overall standing or priorities; null otherwise. */
export function checkupAnswer(question: string, checks: readonly CheckupItem[] | undefined): string | null {
  if (!checks) return null;
  const text = question.toLowerCase();
  const asksFirst = FIX_FIRST.test(text);
  if (!asksFirst && !HOW_AM_I_DOING.test(text)) return null;
  if (checks.every((c) => c.status === 'unknown')) return notStarted();
  return asksFirst ? fixFirst(checks) : overview(checks);
}
