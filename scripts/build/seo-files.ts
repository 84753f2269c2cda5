import type { Plugin } from 'vite';
import { CALCULATOR_SLUGS, LESSON_IDS, paths } from '../../src/lib/paths.ts';

/** The public pages search engines may list; the dashboards are private and not indexed. */
export const PUBLIC_PAGES = [
  paths.home,
  paths.careerOpportunity,
  paths.signIn,
  paths.signUp,
  paths.affiliate.signIn,
  paths.affiliate.signUp,
  paths.privacy,
  paths.terms,
  // Lessons and calculators anybody can open, and their list (docs/decisions/021-lessons-open-to-everyone.md).
  paths.learnIndex,
  ...LESSON_IDS.map((id) => paths.learn(id)),
  ...CALCULATOR_SLUGS.map((slug) => paths.calculator(slug)),
];

export function robotsTxt(siteUrl: string | undefined): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${paths.dashboard.home}`,
    `Disallow: ${paths.affiliate.dashboard}`,
  ];
  if (siteUrl) lines.push('', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`);
  return `${lines.join('\n')}\n`;
}

export function sitemapXml(siteUrl: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${new URL(path, siteUrl).href}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * On `vite build`: robots.txt, and with SITE_URL (the app's public address, as for
 * `supabase config push`) a sitemap of the public pages that robots.txt points to.
 */
export function seoFilesPlugin(): Plugin {
  return {
    name: 'seo-files',
    apply: 'build',
    generateBundle() {
      const siteUrl = process.env.SITE_URL || undefined;
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      if (siteUrl) this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) });
    },
  };
}
