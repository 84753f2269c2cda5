import { paths } from './paths';

// Kept apart from paths.ts, which every page loads: only the lessons, the calculators and their
// public pages need these (docs/decisions/021-lessons-open-to-everyone.md).

/**
 * The public page that shows the same content as a dashboard page (a lesson, a calculator, with its
 * query; Financial Education is the public list of lessons and calculators), or null when the page
 * needs an account.
 */
export function publicVersion(to: string): string | null {
  const url = new URL(to, 'http://app.invalid');
  if (url.pathname === paths.dashboard.education) return paths.learnIndex + url.search + url.hash;
  const lesson = /^\/dashboard\/financial-education\/([^/]+)$/.exec(url.pathname);
  const calculator = /^\/dashboard\/calculators\/([^/]+)$/.exec(url.pathname);
  if (lesson) return paths.learn(lesson[1]!) + url.search + url.hash;
  if (calculator) return paths.calculator(calculator[1]!) + url.search + url.hash;
  return null;
}

/** The dashboard page of a public lesson, calculator or their list; null for any other address. */
export function dashboardVersion(to: string): string | null {
  const url = new URL(to, 'http://app.invalid');
  // The list of lessons and calculators: the dashboard's is Financial Education.
  if (url.pathname.replace(/\/$/, '') === paths.learnIndex)
    return paths.dashboard.education + url.search + url.hash;
  const lesson = /^\/learn\/([^/]+)$/.exec(url.pathname);
  const calculator = /^\/calculators\/([^/]+)$/.exec(url.pathname);
  if (lesson) return paths.dashboard.lesson(lesson[1]!) + url.search + url.hash;
  if (calculator) return `${paths.dashboard.home}/calculators/${calculator[1]!}${url.search}${url.hash}`;
  return null;
}
