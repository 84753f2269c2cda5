import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  calculatorBySlug,
  COMPOUND_GROWTH_INPUTS,
  DEBT_FIELDS,
  DEBT_PAYOFF_INPUTS,
  decodeDebt,
  EMERGENCY_FUND_INPUTS,
  parseNumber,
  RETIREMENT_INCOME_INPUTS,
  type CalculatorSlug,
  type NumberInput,
} from '@/features/calculators';
import { isSolutionSlug, solutionPath } from '@/features/solutions';
import { LESSON_IDS, paths } from '@/lib/paths';
import { TOPICS, VIDEOS } from './content';
import type { Lesson } from './lesson-types';
import { LESSONS } from './lessons';
import { isLessonId } from './logic';

/** The dashboard routes src/app/router.tsx mounts, by the same `paths` (education may not import the app). */
const ROUTES = [
  paths.dashboard.goals,
  paths.dashboard.calendar,
  paths.dashboard.consultation,
  paths.dashboard.tools,
  paths.dashboard.quiz,
  paths.dashboard.coach,
  paths.dashboard.education,
  ...Object.values(paths.dashboard.calculators),
  paths.dashboard.lessonPattern,
  paths.dashboard.solutionPattern,
];

function isMountedRoute(href: string): boolean {
  const url = new URL(href, 'https://app.test');
  const match = ROUTES.map((route) => matchPath(route, url.pathname)).find(Boolean);
  if (!match) return false;
  const { slug, topicId } = match.params;
  // The consultation's ?topic= preselects a solution, or General without one.
  const topic = url.searchParams.get('topic');
  return (
    (slug === undefined || isSolutionSlug(slug)) &&
    (topicId === undefined || isLessonId(topicId)) &&
    (topic === null || isSolutionSlug(topic))
  );
}

const INPUTS: Record<CalculatorSlug, readonly NumberInput[]> = {
  'compound-growth': COMPOUND_GROWTH_INPUTS,
  'emergency-fund': EMERGENCY_FUND_INPUTS,
  'retirement-income': RETIREMENT_INCOME_INPUTS,
  'debt-payoff': DEBT_PAYOFF_INPUTS,
};

/** Why a "try it" input would not open the calculator filled in, or null when it would. */
function inputProblem(calculator: CalculatorSlug, name: string, value: string): string | null {
  if (calculator === 'debt-payoff' && name === 'debt') {
    const row = decodeDebt(value);
    const fields = [DEBT_FIELDS.balance, DEBT_FIELDS.apr, DEBT_FIELDS.minimum] as const;
    return fields.map((field) => parseNumber(row[field.name], field).error).find(Boolean) ?? null;
  }
  const input = INPUTS[calculator].find((i) => i.name === name);
  if (!input) return `${calculator} has no input ${name}`;
  return parseNumber(value, input).error ?? null;
}

function articleWords(lesson: Lesson): number {
  const text = lesson.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === 'paragraph'
        ? [block.text]
        : block.kind === 'list'
          ? block.items
          : block.items.flatMap((step) => [step.title, step.text]),
    ),
  );
  return text.join(' ').split(/\s+/).filter(Boolean).length;
}

const lessons = Object.entries(LESSONS);

describe('education content', () => {
  it('has the ten topics of the spec, each a lesson', () => {
    const ids = [...LESSON_IDS];
    expect(ids).toHaveLength(10);
    // In the order of the list the build prerenders from (src/lib/paths.ts).
    expect(TOPICS.map((t) => t.id)).toEqual(ids);
    expect(Object.keys(LESSONS).sort()).toEqual([...ids].sort());
  });

  it('gives every lesson article sections, takeaways, quick answers and related tools', () => {
    for (const [id, lesson] of lessons) {
      expect(lesson.sections.length, id).toBeGreaterThanOrEqual(3);
      expect(lesson.takeaways.length, id).toBeGreaterThanOrEqual(3);
      expect(lesson.quickAnswers.length, id).toBeGreaterThanOrEqual(1);
      expect(lesson.related.length, id).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives the seven lessons without a video at least 600 words of article each', () => {
    for (const [id, lesson] of lessons.filter(
      ([id]) => !['budgeting', 'how-money-works', 'saving-habits'].includes(id),
    )) {
      expect(articleWords(lesson), id).toBeGreaterThanOrEqual(600);
    }
  });

  it('has a well-formed video wherever a lesson has one, and a featured video', () => {
    for (const [id, video] of Object.entries(VIDEOS)) expect(video.youtubeId, id).toMatch(/^[\w-]{11}$/);
    expect(VIDEOS.featured.youtubeId).toMatch(/^[\w-]{11}$/);
  });

  it('asks three check questions per lesson, each with exactly one right answer among distinct options', () => {
    for (const [id, lesson] of lessons) {
      expect(lesson.checks, id).toHaveLength(3);
      for (const check of lesson.checks) {
        const where = `${id}: ${check.question}`;
        expect(check.options.length, where).toBeGreaterThanOrEqual(3);
        expect(check.options.length, where).toBeLessThanOrEqual(4);
        expect(new Set(check.options).size, where).toBe(check.options.length);
        // One index, inside the options: exactly one of them is right.
        expect(
          Number.isInteger(check.answer) && check.answer >= 0 && check.answer < check.options.length,
          where,
        ).toBe(true);
        expect(check.explanation.length, where).toBeGreaterThan(0);
      }
    }
  });

  it('opens a mounted calculator from every "try it", with inputs it accepts', () => {
    for (const [id, { tryIt }] of lessons) {
      expect(calculatorBySlug(tryIt.calculator), id).toBeDefined();
      expect(paths.dashboard.calculators[tryIt.calculator], id).toSatisfy(isMountedRoute);
      expect(tryIt.inputs.length, id).toBeGreaterThan(0);
      for (const [name, value] of tryIt.inputs) {
        expect(inputProblem(tryIt.calculator, name, value), `${id}: ${name}=${value}`).toBeNull();
      }
    }
  });

  it('links only to mounted routes', () => {
    for (const [id, lesson] of lessons) {
      for (const { to } of lesson.related) expect(to, id).toSatisfy(isMountedRoute);
    }
  });

  it('tells a mounted route from one that is not', () => {
    expect(isMountedRoute(paths.dashboard.lesson('rule-of-72'))).toBe(true);
    expect(isMountedRoute(`${paths.dashboard.consultation}?topic=income-for-life`)).toBe(true);
    expect(isMountedRoute(paths.dashboard.lesson('astrology'))).toBe(false);
    expect(isMountedRoute(solutionPath('life-insurance').replace('life-insurance', 'crypto'))).toBe(false);
    expect(isMountedRoute('/dashboard/calculators/mortgage')).toBe(false);
    expect(isMountedRoute(`${paths.dashboard.consultation}?topic=crypto`)).toBe(false);
  });

  it('tells an input a calculator accepts from one it does not', () => {
    expect(inputProblem('compound-growth', 'rate', '8')).toBeNull();
    expect(inputProblem('compound-growth', 'rate', '31')).not.toBeNull();
    expect(inputProblem('emergency-fund', 'months', '12')).not.toBeNull();
    expect(inputProblem('retirement-income', 'income', '5000')).not.toBeNull();
    expect(inputProblem('debt-payoff', 'debt', 'Card~3000~22~90')).toBeNull();
    expect(inputProblem('debt-payoff', 'debt', 'Card~3000~22~0')).not.toBeNull();
  });

  it('offers, across the lessons, every related tool the spec names and each calculator', () => {
    const targets = new Set(lessons.flatMap(([, lesson]) => lesson.related.map((tool) => tool.to)));
    for (const to of [
      paths.dashboard.goals,
      paths.dashboard.calendar,
      paths.dashboard.coach,
      solutionPath('tax-free-retirement'),
      solutionPath('build-your-own-bank'),
      solutionPath('income-for-life'),
      ...Object.values(paths.dashboard.calculators),
    ]) {
      expect(targets).toContain(to);
    }
  });
});
