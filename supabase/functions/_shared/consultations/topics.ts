/**
 * What a consultation can be about: the seven solutions of docs/product-spec.md §1 by the slug
 * their page lives at, or General. The database reads the same rows, in this order and with these
 * titles, from private.consultation_topics (supabase/schema.sql); tests/db/value-lists.test.ts
 * holds the two together.
 */
export const SOLUTIONS = [
  { slug: 'life-insurance', title: 'Life Insurance' },
  { slug: 'living-benefits', title: 'Living Benefits' },
  { slug: 'tax-free-retirement', title: 'Tax Free Retirement' },
  { slug: 'build-your-own-bank', title: 'Build Your Own Bank' },
  { slug: 'income-for-life', title: 'Income For Life' },
  { slug: 'final-expense-plan', title: 'Final Expense Plan' },
  { slug: 'plans-for-children', title: 'Plans for Children' },
] as const;

export type SolutionSlug = (typeof SOLUTIONS)[number]['slug'];

export const GENERAL_TOPIC = { slug: 'general', title: 'General' } as const;

export const TOPICS = [...SOLUTIONS, GENERAL_TOPIC] as const;

export type ConsultationTopic = (typeof TOPICS)[number]['slug'];

export function isTopic(value: string | null | undefined): value is ConsultationTopic {
  return TOPICS.some((t) => t.slug === value);
}

export function topicTitle(topic: string): string {
  return TOPICS.find((t) => t.slug === topic)?.title ?? GENERAL_TOPIC.title;
}

export const CONTACT_METHODS = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'Email' },
  { value: 'video_call', label: 'Video call' },
] as const;

export type ContactMethod = (typeof CONTACT_METHODS)[number]['value'];

export function contactMethodLabel(method: string): string {
  return CONTACT_METHODS.find((m) => m.value === method)?.label ?? method;
}

/** "Tue, Dec 1, 9:00 AM EST": a moment as the person in `timeZone` reads it. */
export function formatMoment(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date(iso));
  } catch {
    // A zone this runtime does not know: UTC says the same moment.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}
