import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { calculatorBySlug } from '@/features/calculators';
import { isSolutionSlug, solutionPath } from '@/features/solutions';
import { TOPICS, VIDEOS } from './content';
import { LESSONS } from './lessons';
import { isLessonId } from './logic';

/** The routes of docs/product-spec.md §2 the lessons link to. */
const ROUTES = [
  '/dashboard/goals',
  '/dashboard/calendar',
  '/dashboard/solutions-coach',
  '/dashboard/calculators/:slug',
  '/dashboard/solutions/:slug',
  '/dashboard/financial-education/:topicId',
];

function isKnownRoute(href: string): boolean {
  const match = ROUTES.map((route) => matchPath(route, href)).find(Boolean);
  if (!match) return false;
  const { slug, topicId } = match.params;
  const known = match.pattern.path.startsWith('/dashboard/calculators')
    ? calculatorBySlug(slug) !== undefined
    : slug === undefined || isSolutionSlug(slug);
  return known && (topicId === undefined || isLessonId(topicId));
}

describe('education content', () => {
  it('has the ten topics of the spec, of which only three are lessons', () => {
    expect(TOPICS.map((t) => t.id)).toEqual([
      'budgeting',
      'how-money-works',
      'saving-habits',
      'how-the-rich-think',
      'setting-goals',
      'planning-ahead',
      'planning-for-kids',
      'rule-of-72',
      'tax-benefits-retirement',
      'independent-retirement-planning',
    ]);
    expect(TOPICS.filter((t) => t.status === 'lesson').map((t) => t.id)).toEqual([
      'budgeting',
      'how-money-works',
      'saving-habits',
    ]);
  });

  it('gives every lesson a video, article sections and takeaways', () => {
    for (const [id, lesson] of Object.entries(LESSONS)) {
      expect(VIDEOS[id as keyof typeof LESSONS].youtubeId, id).toMatch(/^[\w-]{11}$/);
      expect(lesson.sections.length, id).toBeGreaterThanOrEqual(3);
      expect(lesson.takeaways.length, id).toBeGreaterThanOrEqual(3);
      expect(lesson.related.length, id).toBeGreaterThanOrEqual(2);
    }
    expect(VIDEOS.featured.youtubeId).toMatch(/^[\w-]{11}$/);
  });

  it('offers, across the lessons, every related tool the spec names and each calculator', () => {
    const targets = new Set(
      Object.values(LESSONS).flatMap((lesson) => lesson.related.map((tool) => tool.to)),
    );
    expect(targets).toEqual(
      new Set([
        '/dashboard/goals',
        '/dashboard/calendar',
        solutionPath('tax-free-retirement'),
        solutionPath('build-your-own-bank'),
        '/dashboard/solutions-coach',
        solutionPath('income-for-life'),
        '/dashboard/calculators/debt-payoff',
        '/dashboard/calculators/compound-growth',
        '/dashboard/calculators/retirement-income',
        '/dashboard/calculators/emergency-fund',
      ]),
    );
  });

  it('links only to routes that exist', () => {
    for (const lesson of Object.values(LESSONS)) {
      for (const { to } of lesson.related) expect(to).toSatisfy(isKnownRoute);
    }
  });
});
