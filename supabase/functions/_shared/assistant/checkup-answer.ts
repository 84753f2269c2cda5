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

const STATUS_WORDS: Record<CheckupStatus, string> = {
  attention: 'needs attention',
  good: 'looks good',
  unknown: 'not enough information',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function notStarted(): string {
  return [
    "**I can't tell you yet: your check-up needs a few of your numbers.**",
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

/** Where the user stands, or what to fix first; null when the check-up could not be read. */
export function checkupAnswer(
  intent: 'checkup' | 'fix-first',
  checks: readonly CheckupItem[] | undefined,
): string | null {
  if (!checks) return null;
  if (checks.every((c) => c.status === 'unknown')) return notStarted();
  return intent === 'fix-first' ? fixFirst(checks) : overview(checks);
}
