import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, robotsTxt, sitemapXml } from './seo-files';

describe('robots.txt', () => {
  it('allows the public pages, keeps the dashboards out, and names the sitemap when the site is known', () => {
    expect(robotsTxt(undefined)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /affiliate/dashboard\n',
    );
    expect(robotsTxt('https://app.example.com')).toContain(
      '\nSitemap: https://app.example.com/sitemap.xml\n',
    );
  });
});

describe('sitemap.xml', () => {
  it('lists every public page at the site’s address', () => {
    const xml = sitemapXml('https://app.example.com');
    expect(xml).toContain('<loc>https://app.example.com/</loc>');
    expect(xml).toContain('<loc>https://app.example.com/privacy</loc>');
    expect(xml.match(/<loc>/g)).toHaveLength(PUBLIC_PAGES.length);
  });
});
