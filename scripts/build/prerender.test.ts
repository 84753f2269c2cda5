import { describe, expect, it } from 'vitest';
import {
  APP_TREE_MODULE,
  ROUTER_MODULE,
  appTreeScripts,
  deferAppScripts,
  PAGES_TO_PRERENDER,
  pageHtml,
  pageScripts,
  redirects,
  REFERRAL_SHELL_FILE,
} from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The product." />
    <title>Empowered Finance</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="modulepreload" crossorigin href="/assets/router-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  it("puts the page's markup, title, description and route into the built index.html, escaped", () => {
    const html = pageHtml(
      TEMPLATE,
      { html: '<h1>Sign In</h1>', title: 'Sign In · Empowered Finance', description: 'Goals & "more" <b>' },
      '/sign-in',
    );
    expect(html).toContain('<div id="root"><h1>Sign In</h1></div>');
    expect(html).toContain('<title>Sign In · Empowered Finance</title>');
    expect(html).toContain('<meta name="description" content="Goals &amp; &quot;more&quot; &lt;b&gt;" />');
    expect(html).toContain(
      '<meta charset="UTF-8" />\n    <meta name="prerendered-route" content="/sign-in" />',
    );
  });

  it('keeps $ patterns in the markup as they are', () => {
    const html = pageHtml(TEMPLATE, { html: "<p>$& $' $1</p>", title: 'T', description: 'D' }, '/');
    expect(html).toContain('<div id="root"><p>$& $\' $1</p></div>');
  });

  it("lists the page's own scripts after the app's, and no meta when it has none", () => {
    const page = { html: '', title: 'T', description: 'D' };
    const template = deferAppScripts(TEMPLATE);
    expect(pageHtml(template, page, '/', ['/assets/landing-f.js', '/assets/icon-g.js'])).toContain(
      '<meta name="app-scripts" content="/assets/index-a.js /assets/react-b.js /assets/router-c.js" />\n' +
        '    <meta name="page-scripts" content="/assets/landing-f.js /assets/icon-g.js" />',
    );
    expect(pageHtml(template, page, '/', [])).not.toContain('page-scripts');
    expect(() => pageHtml(TEMPLATE, page, '/', ['/assets/landing-f.js'])).toThrow(/no app-scripts meta/);
  });

  it('fails the build when index.html lacks a place to fill', () => {
    expect(() =>
      pageHtml('<html><head></head></html>', { html: '', title: '', description: '' }, '/'),
    ).toThrow(/index.html has no/);
  });
});

describe('deferAppScripts', () => {
  it('moves the entry and its preloads into one meta for the boot script, entry first', () => {
    const html = deferAppScripts(TEMPLATE);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<meta name="app-scripts" content="/assets/index-a.js /assets/react-b.js /assets/router-c.js" />',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
  });

  it('adds the app tree after them, each script once', () => {
    const html = deferAppScripts(TEMPLATE, ['/assets/app-tree-e.js', '/assets/router-c.js']);
    expect(html).toContain(
      '<meta name="app-scripts" content="/assets/index-a.js /assets/react-b.js /assets/router-c.js /assets/app-tree-e.js" />',
    );
  });
});

describe('appTreeScripts', () => {
  it('lists the router, then the app tree and what they import, not the entry they come from', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        dynamicImports: [ROUTER_MODULE, APP_TREE_MODULE],
      },
      [ROUTER_MODULE]: { file: 'assets/router-library-f.js', imports: ['_router.js'] },
      [APP_TREE_MODULE]: { file: 'assets/app-tree-e.js', imports: ['index.html', '_router.js', '_react.js'] },
      '_router.js': { file: 'assets/router-c.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-b.js' },
    };
    expect(appTreeScripts(manifest, '/')).toEqual([
      '/assets/router-library-f.js',
      '/assets/router-c.js',
      '/assets/react-b.js',
      '/assets/app-tree-e.js',
    ]);
  });

  it('fails the build when the manifest has no app tree', () => {
    expect(() => appTreeScripts({}, '/')).toThrow(/not in the build manifest/);
  });
});

describe('pageScripts', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    'src/features/calculators/debt-payoff.tsx': {
      file: 'assets/debt-payoff-h.js',
      imports: ['index.html', '_card.js', '_react.js'],
    },
    'src/features/calculators/index.ts': { file: 'assets/calculators-i.js', imports: ['_card.js'] },
    '_card.js': { file: 'assets/card-j.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-b.js' },
  };

  it("lists the routes' modules and what they import, each once, not the entry's or the app's scripts", () => {
    expect(
      pageScripts(
        manifest,
        ['src/features/calculators/debt-payoff.tsx', 'src/features/calculators/index.ts'],
        '/',
        ['/assets/index-a.js', '/assets/react-b.js'],
      ),
    ).toEqual(['/assets/debt-payoff-h.js', '/assets/card-j.js', '/assets/calculators-i.js']);
  });

  it('fails the build when a route module is not in the manifest', () => {
    expect(() => pageScripts(manifest, ['src/features/gone.tsx'], '/', [])).toThrow(
      /src\/features\/gone.tsx is not in the build manifest/,
    );
  });
});

describe('the pages and the host rewrites', () => {
  it('prerender every public page, lessons and calculators and their list included, the referral shell and the not-found page', () => {
    expect(PAGES_TO_PRERENDER.map((page) => page.file)).toEqual([
      'index.html',
      'career-opportunity.html',
      'sign-in.html',
      'sign-up.html',
      'affiliate/sign-in.html',
      'affiliate/sign-up.html',
      'privacy.html',
      'terms.html',
      'learn.html',
      'learn/budgeting.html',
      'learn/how-money-works.html',
      'learn/saving-habits.html',
      'learn/how-the-rich-think.html',
      'learn/setting-goals.html',
      'learn/planning-ahead.html',
      'learn/planning-for-kids.html',
      'learn/rule-of-72.html',
      'learn/tax-benefits-retirement.html',
      'learn/independent-retirement-planning.html',
      'calculators/debt-payoff.html',
      'calculators/compound-growth.html',
      'calculators/retirement-income.html',
      'calculators/emergency-fund.html',
      REFERRAL_SHELL_FILE,
      '404.html',
    ]);
  });

  it('send /affiliate/<code> to the shell, but not the affiliate pages, and everything else to index.html last', () => {
    const rules = redirects().trim().split('\n');
    const shell = rules.findIndex((rule) => rule.includes(REFERRAL_SHELL_FILE));
    for (const own of ['/affiliate/sign-in ', '/affiliate/sign-up ', '/affiliate/dashboard ']) {
      expect(rules.findIndex((rule) => rule.startsWith(own))).toBeLessThan(shell);
    }
    expect(rules.at(-1)).toBe('/*  /index.html  200');
  });
});
