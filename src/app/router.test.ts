import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
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
    const all = everyPath(paths);
    expect(all.length).toBeGreaterThan(20);
    for (const path of all) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf, path).toBeDefined();
      expect(leaf?.path, path).not.toBe('*');
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
});
