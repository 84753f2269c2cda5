/** Where the tools and solution pages send people next (docs/product-spec.md §2). */
export const FINANCIAL_TOOLS_PATH = '/dashboard/financial-tools';
export const QUIZ_PATH = '/dashboard/financial-quiz';
export const COACH_PATH = '/dashboard/solutions-coach';
/** Booking a free consultation happens in the calendar. */
export const CONSULTATION_PATH = '/dashboard/calendar';

/** The AI chat with its input prefilled: the chat page reads the prompt from ?prompt=. */
export function assistantPath(prompt: string): string {
  return `/dashboard/empowered-ai?prompt=${encodeURIComponent(prompt)}`;
}
