import { matchPath } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRange } from '../format';
import { costTotal } from '../logic';
import { assistantPath, consultationPath, paths } from '@/lib/paths';
import { isSolutionSlug, SOLUTIONS, solutionPath, type SolutionSlug } from '../slugs';
import { TOOLS } from '../tools';
import { loadSolutionContent } from './load';
import type { ExtraSection, ExtraSectionId, SolutionContent } from './types';

/** The dashboard routes of docs/product-spec.md §2, as src/app/router.tsx declares them. */
const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/empowered-ai',
  '/dashboard/goals',
  '/dashboard/calendar',
  '/dashboard/consultation',
  '/dashboard/financial-tools',
  '/dashboard/financial-quiz',
  '/dashboard/solutions-coach',
  '/dashboard/financial-education',
  '/dashboard/solutions/:slug',
];

function resolvesToRoute(link: string): boolean {
  const { pathname } = new URL(link, 'http://localhost');
  return DASHBOARD_ROUTES.some((pattern) => {
    const match = matchPath(pattern, pathname);
    return match !== null && (match.params.slug === undefined || isSolutionSlug(match.params.slug));
  });
}

/** docs/product-spec.md §2: the extra sections each of these three pages must carry, in page order. */
const REQUIRED_EXTRAS: Record<SolutionSlug, readonly ExtraSectionId[]> = {
  'life-insurance': [],
  'living-benefits': [],
  'tax-free-retirement': [],
  'build-your-own-bank': [],
  'income-for-life': [
    'risks-solved',
    'longevity-example',
    'solution-types',
    'income-comparison',
    'withdrawal-example',
    'case-study',
  ],
  'final-expense-plan': ['funeral-costs', 'coverage', 'premiums-by-age', 'application-process'],
  'plans-for-children': [
    'plan-types',
    'college-savings',
    'guaranteed-insurability',
    'family-example',
    'age-guidelines',
  ],
};

const heroFiles = Object.keys(import.meta.glob('/public/solutions/*.svg')).map((file) =>
  file.replace('/public', ''),
);

const contents = new Map<SolutionSlug, SolutionContent>();

beforeAll(async () => {
  for (const { slug } of SOLUTIONS) contents.set(slug, await loadSolutionContent(slug));
});

function contentOf(slug: SolutionSlug): SolutionContent {
  const content = contents.get(slug);
  if (!content) throw new Error(`no content for ${slug}`);
  return content;
}

function extra<K extends ExtraSection['kind']>(
  slug: SolutionSlug,
  id: ExtraSectionId,
  kind: K,
): Extract<ExtraSection, { kind: K }> {
  const section = contentOf(slug).extras.find((s) => s.id === id);
  if (section?.kind !== kind) throw new Error(`${slug} has no ${kind} section ${id}`);
  return section as Extract<ExtraSection, { kind: K }>;
}

const titlesOf = (points: readonly { title: string }[]) => points.map((p) => p.title);

describe.each(SOLUTIONS)('$title content', ({ slug, title }) => {
  it('belongs to its slug and title', () => {
    expect(contentOf(slug)).toMatchObject({ slug, title });
  });

  it('has every section the spec requires of a solution page', () => {
    const content = contentOf(slug);
    expect(content.intro.length).toBeGreaterThan(0);
    expect(content.tagline).not.toBe('');
    expect(content.audience.length).toBeGreaterThanOrEqual(3);
    expect(content.benefits.length).toBeGreaterThanOrEqual(3);
    expect(content.painPoints.length).toBeGreaterThanOrEqual(3);
    expect(content.statistics.length).toBeGreaterThanOrEqual(3);
    for (const statistic of content.statistics) expect(statistic.source).not.toBe('');
    expect(content.chatPrompt).not.toBe('');
  });

  it('shows our own hero illustration from public/, described for screen readers', () => {
    const { hero } = contentOf(slug);
    expect(hero.src).toBe(`/solutions/${slug}.svg`);
    expect(heroFiles).toContain(hero.src);
    expect(hero.alt).not.toBe('');
  });

  it('carries exactly the extra sections the spec lists for it', () => {
    expect(contentOf(slug).extras.map((s) => s.id)).toEqual(REQUIRED_EXTRAS[slug]);
  });

  it('labels the figures of its extra sections as illustrative, or names where they come from', () => {
    const withFigures = contentOf(slug).extras.filter(
      (s) =>
        s.kind === 'example' ||
        s.kind === 'cost-breakdown' ||
        s.kind === 'income-comparison' ||
        (s.kind === 'table' && s.rows.flat().some((cell) => cell.includes('$'))),
    );
    for (const section of withFigures) {
      const fineprint = `${section.intro ?? ''} ${section.note ?? ''}`;
      expect(fineprint, section.id).toMatch(/illustrative|life tables/i);
    }
  });

  it('links only to routes the app has', () => {
    const content = contentOf(slug);
    expect(content.related).not.toContain(slug);
    const links = [
      ...content.related.map(solutionPath),
      assistantPath(content.chatPrompt),
      consultationPath(slug),
      paths.dashboard.tools,
    ];
    for (const link of links) expect(resolvesToRoute(link), link).toBe(true);
  });
});

describe('tool cards', () => {
  it('link only to routes the app has', () => {
    for (const tool of TOOLS) {
      expect(resolvesToRoute(tool.to), tool.to).toBe(true);
      expect(resolvesToRoute(assistantPath(tool.prompt))).toBe(true);
    }
  });
});

describe('the figures of docs/product-spec.md §2, §9', () => {
  it('Income For Life: audience, income comparison and the $500,000 example', () => {
    expect(titlesOf(contentOf('income-for-life').audience)).toEqual([
      'People aged 55+',
      'Conservative investors',
      'Couples',
    ]);
    expect(
      extra('income-for-life', 'income-comparison', 'income-comparison').scenarios.map((s) => s.label),
    ).toEqual(['Social Security alone', 'With a retirement account', 'With an annuity']);
    const example = extra('income-for-life', 'withdrawal-example', 'example');
    expect(example.figures).toEqual([
      { label: 'Savings', value: '$500,000' },
      { label: '4% rule, first year', value: '$20,000 a year' },
      { label: 'Lifetime annuity', value: '$30,000 a year' },
    ]);
  });

  it('Final Expense Plan: seniors 50-85, the $7,000-$15,000+ range, four age bands, four steps', () => {
    expect(titlesOf(contentOf('final-expense-plan').audience)).toContain('Seniors 50-85');
    const costs = extra('final-expense-plan', 'funeral-costs', 'cost-breakdown');
    expect(formatRange(costTotal(costs.items))).toBe('$7,000-$15,000+');
    const bands = extra('final-expense-plan', 'premiums-by-age', 'table');
    expect(bands.rows.map(([band]) => band)).toEqual(['50-55', '56-65', '66-75', '76-85']);
    for (const [, premium, coverage] of bands.rows) {
      expect(premium).toMatch(/^\$\d+-\$\d+$/);
      expect(coverage).toMatch(/^\$[\d,]+-\$[\d,]+$/);
    }
    expect(extra('final-expense-plan', 'coverage', 'list').items.length).toBeGreaterThanOrEqual(3);
    expect(extra('final-expense-plan', 'application-process', 'steps').steps).toHaveLength(4);
  });

  it('Plans for Children: plan types with ranges, insurability ages and events, age bands', () => {
    expect(titlesOf(contentOf('plans-for-children').audience)).toEqual(
      expect.arrayContaining(['Parents', 'Grandparents']),
    );
    const types = extra('plans-for-children', 'plan-types', 'table');
    expect(types.rows.map(([type]) => type)).toEqual(['Whole life', 'Term rider', 'Universal life']);
    for (const [, premium, coverage] of types.rows) {
      expect(premium).toMatch(/^\$\d+-\$\d+$/);
      expect(coverage).toMatch(/^\$[\d,]+-\$[\d,]+/);
    }
    expect(extra('plans-for-children', 'college-savings', 'table').columns).toContain(
      '529 college savings plan',
    );
    expect(titlesOf(extra('plans-for-children', 'guaranteed-insurability', 'list').items)).toEqual([
      'Age 18',
      'Age 21',
      'Age 25',
      'Marriage',
      'Birth or adoption of a child',
    ]);
    expect(titlesOf(extra('plans-for-children', 'age-guidelines', 'list').items)).toEqual([
      'Ages 0-5',
      'Ages 6-12',
      'Ages 13-17',
    ]);
  });
});
