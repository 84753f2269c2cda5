import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { careerLinks } from '@shared/career/links.ts';
import { CALCULATOR_SLUGS, LESSON_IDS, paths } from '@/lib/paths';
import { APP_NAME, documentTitle } from './route-title';
import { routes } from './router';

/** Every address of the registry, the parametrised ones filled in. */
function everyPath(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) => {
    if (typeof value === 'string') return value.includes(':') ? [] : [value];
    if (typeof value === 'function') return [(value as (arg: string) => string)('example')];
    return everyPath(value as object);
  });
}

describe('the route registry', () => {
  it('names only routes the router mounts (none of them falls through to the 404)', () => {
    // A calculator's public page is mounted for each calculator, not for any slug.
    const all = [
      ...everyPath(paths).filter((path) => path !== paths.calculator('example')),
      ...CALCULATOR_SLUGS.map((slug) => paths.calculator(slug)),
      ...LESSON_IDS.map((id) => paths.learn(id)),
    ];
    expect(all.length).toBeGreaterThan(20);
    for (const path of all) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf, path).toBeDefined();
      expect(leaf?.path, path).not.toBe('*');
    }
  });

  it("mounts the career interest e-mail's links (decisions/029)", () => {
    expect(careerLinks.pattern).toBe(`${paths.careerOpportunity}/:action`);
    for (const path of [careerLinks.confirm, careerLinks.withdraw]) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).toBe(careerLinks.pattern);
    }
  });

  it('has a pattern for each parametrised builder', () => {
    expect(matchRoutes(routes, paths.dashboard.solution('life-insurance'))?.at(-1)?.route.path).toBe(
      paths.dashboard.solutionPattern,
    );
    expect(matchRoutes(routes, paths.dashboard.lesson('saving-habits'))?.at(-1)?.route.path).toBe(
      paths.dashboard.lessonPattern,
    );
    expect(matchRoutes(routes, paths.affiliate.referral('AGENT1'))?.at(-1)?.route.path).toBe(
      paths.affiliate.referralPattern,
    );
  });

  it('gives every page its own tab title (each loads with its page, as hydration and the prerender load it)', async () => {
    const titles = new Map<string, string>();
    for (const path of everyPath(paths)) {
      // A made-up lesson or calculator is the 404; /affiliate only redirects.
      if (
        path === paths.dashboard.lesson('example') ||
        path === paths.learn('example') ||
        path === paths.calculator('example') ||
        path === paths.affiliate.root
      ) {
        continue;
      }
      const matches = await Promise.all(
        (matchRoutes(routes, path) ?? []).map(async ({ route, params }) => {
          const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
          return { params, loaderData: undefined, handle: (loaded.handle ?? route.handle) as unknown };
        }),
      );
      const title = documentTitle(matches);
      expect(title, path).not.toBe(APP_NAME);
      titles.set(path, title);
    }
    expect(titles.get(paths.dashboard.goals)).toBe('Goals · Empowered Finance');
    expect(titles.get(paths.learnIndex)).toBe('Free Lessons and Calculators · Empowered Finance');
    expect(new Set(titles.values()).size).toBeGreaterThan(20);
  });
});
