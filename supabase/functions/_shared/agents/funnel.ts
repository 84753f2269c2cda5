/**
 * An agent's funnel as agent_funnel returns it, its steps and the rates between them: one home for
 * the affiliate dashboard and the monthly summary email (docs/decisions/022-agent-funnel.md).
 */

export interface SourceCounts {
  source: string;
  visits: number;
  signups: number;
}

/** The career page's path (docs/decisions/029-career-interest.md), by source as well. */
export interface CareerFunnel {
  visits: number;
  confirmed: number;
  joined: number;
  by_source: { source: string; visits: number; confirmed: number; joined: number }[];
}

export interface Funnel {
  visits: number;
  /** A day of the period reached VISITS_PER_AGENT_DAY: its visits are counted up to it. */
  capped: boolean;
  signups: number;
  confirmed: number;
  active: number;
  requested: number;
  scheduled: number;
  completed: number;
  by_source: SourceCounts[];
  /** The career path; absent from funnels read before it existed. */
  career?: CareerFunnel;
}

/**
 * The visits one agent code may receive in a UTC day, far above honest sharing: past it, visits are
 * not counted (private.visits_per_agent_day; tests/db/agent-funnel.test.ts compares them).
 */
export const VISITS_PER_AGENT_DAY = 5000;

export type FunnelStep = Exclude<keyof Funnel, 'by_source' | 'capped' | 'career'>;

export const FUNNEL_STEPS: readonly { key: FunnelStep; label: string; detail: string }[] = [
  { key: 'visits', label: 'Visits', detail: 'People who opened one of your links (once a day per link)' },
  { key: 'signups', label: 'Sign-ups', detail: 'Accounts created with your code' },
  { key: 'confirmed', label: 'Confirmed', detail: 'Sign-ups that confirmed their email' },
  { key: 'active', label: 'Active', detail: 'Referred users who created a goal or a calendar event' },
  { key: 'requested', label: 'Requested', detail: 'People who asked for a consultation' },
  { key: 'scheduled', label: 'Scheduled', detail: 'People you gave an appointment' },
  { key: 'completed', label: 'Completed', detail: 'Consultations held' },
];

export const CAREER_STEPS: readonly {
  key: Exclude<keyof CareerFunnel, 'by_source'>;
  label: string;
  detail: string;
}[] = [
  { key: 'visits', label: 'Career visits', detail: 'People who opened your career page link (once a day)' },
  {
    key: 'confirmed',
    label: 'Interests confirmed',
    detail: 'Prospects who sent the form and confirmed their email',
  },
  { key: 'joined', label: 'Joined', detail: 'Prospects who became affiliates with your code' },
];

/** `part` of `whole` as a whole percentage, or null when there is no whole to divide. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

export const formatRate = (value: number | null): string => (value === null ? '—' : `${value}%`);

/** The change from `before` to `now`: "+3", "-2", "no change". */
export function change(now: number, before: number): string {
  const delta = now - before;
  return delta === 0 ? 'no change' : `${delta > 0 ? '+' : '−'}${Math.abs(delta)}`;
}

const SOURCE_NAMES: Record<string, string> = {
  link: 'Your link',
  qr: 'QR code',
  quiz: 'Quiz',
  // A code typed at sign-up, and any source the database does not know (a made-up ?src=).
  other: 'Other',
  career: 'Career page',
  'career:qr': 'Career page QR code',
};

/** A source as people read it: "lesson:budgeting" -> "Lesson: budgeting". */
export function sourceLabel(source: string): string {
  const known = SOURCE_NAMES[source];
  if (known) return known;
  const [kind, ...rest] = source.split(':');
  const name = rest.join(':').replace(/-/g, ' ');
  if (kind === 'lesson' && name) return `Lesson: ${name}`;
  if (kind === 'calculator' && name) return `Calculator: ${name}`;
  return source;
}
