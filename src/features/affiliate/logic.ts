import { format } from 'date-fns';
import type { Funnel } from '@shared/agents/funnel.ts';
import { paths } from '@/lib/paths';

/** Pure rules of the affiliate dashboard (docs/product-spec.md §2, §4; docs/decisions/004-real-figures-not-placeholders.md). */

export interface ReferredProfile {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** A referral exists once the referred user confirmed the email (docs/decisions/022-agent-funnel.md). */
export interface Referral {
  id: string;
  created_at: string;
  /** When the referred user first created a goal or an event of their own; null until then. */
  active_at: string | null;
  /** Null when the referred profile cannot be read. */
  profile: ReferredProfile | null;
}

export type ReferralStatus = 'Active' | 'Not active yet';

export interface ReferralRow {
  id: string;
  name: string;
  email: string;
  signUpDate: string;
  status: ReferralStatus;
}

export interface ReferralStats {
  total: number;
  thisMonth: number;
  active: number;
}

const NOT_AVAILABLE = 'N/A';

/** The link an affiliate shares: {origin}/affiliate/{agentCode}. */
export function affiliateLink(origin: string, agentCode: string): string {
  return `${origin}${paths.affiliate.referral(agentCode)}`;
}

/** The same link as the QR code carries it: its visits count under the source "qr". */
export const qrLink = (link: string): string => `${link}?src=qr`;

/**
 * The link cut after each slash: where a narrow screen may wrap it, so the host and the agent
 * code are never split in the middle.
 */
export function linkSegments(link: string): string[] {
  return link.split(/(?<=\/)/);
}

/**
 * Active once the referred user created a goal or an event of their own (`referrals.active_at`), as
 * the Active Users card counts them; every referral is a confirmed sign-up, so the email says nothing.
 */
export function referralStatus({ active_at }: Pick<Referral, 'active_at'>): ReferralStatus {
  return active_at ? 'Active' : 'Not active yet';
}

/**
 * The cards' counts, read from the funnel (docs/decisions/022-agent-funnel.md): referrals are the
 * confirmed sign-ups, all time and this month; active users created a goal or an event
 * (`referrals.active_at`, which each row's status reads too).
 */
export function referralStats(thisMonth: Funnel, allTime: Funnel): ReferralStats {
  return { total: allTime.confirmed, thisMonth: thisMonth.confirmed, active: allTime.active };
}

export type FunnelRangeKey = 'this-month' | 'last-month' | 'last-90-days' | 'all-time';

export const FUNNEL_RANGES: readonly { key: FunnelRangeKey; label: string }[] = [
  { key: 'this-month', label: 'This month' },
  { key: 'last-month', label: 'Last month' },
  { key: 'last-90-days', label: 'Last 90 days' },
  { key: 'all-time', label: 'All time' },
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The range's first and last UTC day (null: no bound), as agent_funnel takes them. */
export function funnelRange(key: FunnelRangeKey, now: Date): { since: string | null; until: string | null } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (key) {
    case 'this-month':
      return { since: isoDay(new Date(Date.UTC(year, month, 1))), until: isoDay(now) };
    case 'last-month':
      return {
        since: isoDay(new Date(Date.UTC(year, month - 1, 1))),
        until: isoDay(new Date(Date.UTC(year, month, 0))),
      };
    case 'last-90-days':
      return { since: isoDay(new Date(now.getTime() - 89 * 86_400_000)), until: isoDay(now) };
    case 'all-time':
      return { since: null, until: null };
  }
}

export function referralRow({ id, created_at, active_at, profile }: Referral): ReferralRow {
  const name = [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name: name || NOT_AVAILABLE,
    email: profile?.email?.trim() || NOT_AVAILABLE,
    signUpDate: format(new Date(created_at), 'MMM dd, yyyy'),
    status: referralStatus({ active_at }),
  };
}

export function qrFileName(agentCode: string): string {
  return `affiliate-qr-${agentCode}.png`;
}

export interface ShareItem {
  /** The select's value: "lesson:budgeting", "calculator:debt-payoff", "quiz". */
  id: string;
  label: string;
  url: string;
  message: string;
}

/**
 * What an agent can share from the Share panel, each a link with their code whose visits count under
 * its own source: a public lesson ("lesson:{id}") or calculator ("calculator:{slug}"), opened with
 * ?ref=, or the quiz, which needs an account: the referral page with ?src=quiz.
 */
export function shareItems(
  origin: string,
  agentCode: string,
  lessons: readonly { id: string; title: string }[],
  calculators: readonly { slug: string; title: string }[],
): ShareItem[] {
  const ref = `?ref=${encodeURIComponent(agentCode)}`;
  return [
    ...lessons.map((lesson) => {
      const url = `${origin}${paths.learn(lesson.id)}${ref}`;
      return {
        id: `lesson:${lesson.id}`,
        label: `Lesson: ${lesson.title}`,
        url,
        message: `I thought you'd find this free lesson useful: "${lesson.title}". It takes a few minutes: ${url}`,
      };
    }),
    ...calculators.map((calculator) => {
      const url = `${origin}${paths.calculator(calculator.slug)}${ref}`;
      return {
        id: `calculator:${calculator.slug}`,
        label: calculator.title,
        url,
        message: `Try this free ${calculator.title.toLowerCase()} and see your own numbers: ${url}`,
      };
    }),
    {
      id: 'quiz',
      label: 'Financial needs quiz',
      url: `${affiliateLink(origin, agentCode)}?src=quiz`,
      message: `Take the free financial needs quiz and see which plans fit you: ${affiliateLink(origin, agentCode)}?src=quiz`,
    },
  ];
}
