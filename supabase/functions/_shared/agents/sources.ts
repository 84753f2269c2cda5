import { CALCULATOR_SLUGS, LESSON_IDS } from '../paths.ts';

/**
 * Every source a visit or a sign-up may name (docs/decisions/022-agent-funnel.md): the referral
 * page's plain link, its QR code and the quiz's link, the career page's link and QR code, each public lesson and calculator shared with
 * ?ref=, and `other` for anything else (a typed code, a made-up ?src=). The database keeps the same
 * list in private.referral_sources and counts any other name as `other`;
 * tests/db/value-lists.test.ts compares the two.
 */
export const REFERRAL_SOURCES: readonly string[] = [
  'link',
  'qr',
  'quiz',
  'other',
  // The career page's link and its QR code (docs/decisions/029-career-interest.md).
  'career',
  'career:qr',
  ...LESSON_IDS.map((id) => `lesson:${id}`),
  ...CALCULATOR_SLUGS.map((slug) => `calculator:${slug}`),
];
