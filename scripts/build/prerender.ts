import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { paths } from '../../src/lib/paths.ts';
import { APP_SCRIPTS_META, PAGE_SCRIPTS_META, PRERENDERED_ROUTE_META } from '../../src/app/boot-script.ts';
import { PUBLIC_PAGES } from './seo-files.ts';

/** What src/prerender.tsx's renderPage gives for one page. */
interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
  routeModules: string[];
}

export interface PageToPrerender {
  /** The address rendered. */
  url: string;
  /** The route pattern the page stands for, in its meta; "*" for the not-found page. */
  route: string;
  /** Where in dist/ it is written. */
  file: string;
}

/** The referral page's shell: the code is the visitor's, filled in by the browser. */
export const REFERRAL_SHELL_FILE = 'affiliate/_referral.html';

/**
 * The pages written as HTML at build time: the public pages as `<path>.html` (served for /path
 * by Vite's preview and by common static hosts), the landing page as index.html (also every
 * unknown path's fallback), the referral page's shell, and 404.html.
 */
export const PAGES_TO_PRERENDER: readonly PageToPrerender[] = [
  ...PUBLIC_PAGES.map((page) => ({
    url: page,
    route: page,
    file: page === paths.home ? 'index.html' : `${page.slice(1)}.html`,
  })),
  {
    url: paths.affiliate.referral('invited'),
    route: paths.affiliate.referralPattern,
    file: REFERRAL_SHELL_FILE,
  },
  { url: '/404', route: '*', file: '404.html' },
];

/**
 * Netlify's and Cloudflare Pages' rewrites: the referral shell for /affiliate/<code>, the affiliate
 * pages that look like codes to themselves, and index.html for every other unknown path.
 */
export function redirects(): string {
  const own = [paths.affiliate.signIn, paths.affiliate.signUp].map((page) => `${page}  ${page}.html  200`);
  return [
    ...own,
    `${paths.affiliate.dashboard}  /index.html  200`,
    `${paths.affiliate.root}/:code  /${REFERRAL_SHELL_FILE}  200`,
    '/*  /index.html  200',
    '',
  ].join('\n');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with one page's markup, title, description and route meta in it, and the
 * scripts of its own routes for the boot script to preload after the app's (src/app/boot-script.ts).
 */
export function pageHtml(
  template: string,
  page: Omit<PrerenderedPage, 'routeModules'>,
  route: string,
  pageScripts: readonly string[] = [],
): string {
  const fill = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${String(pattern)}`);
    return html.replace(pattern, () => replacement);
  };
  // After the charset, before the boot script that reads it.
  let html = fill(
    template,
    /<meta charset="UTF-8" \/>/,
    `<meta charset="UTF-8" />\n    <meta name="${PRERENDERED_ROUTE_META}" content="${escapeHtml(route)}" />`,
  );
  html = fill(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = fill(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  if (pageScripts.length > 0) {
    // After the app's scripts, which the boot script requests first.
    const appScripts = new RegExp(`<meta name="${APP_SCRIPTS_META}" content="[^"]*" />`);
    if (!appScripts.test(html)) throw new Error(`index.html has no ${APP_SCRIPTS_META} meta`);
    html = html.replace(
      appScripts,
      (meta) => `${meta}\n    <meta name="${PAGE_SCRIPTS_META}" content="${pageScripts.join(' ')}" />`,
    );
  }
  return fill(html, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
}

/** What the build manifest says of one chunk. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The modules main.tsx imports after React, in order: the router alone, then the app's tree. */
export const ROUTER_MODULE = 'src/app/router-library.ts';
export const APP_TREE_MODULE = 'src/app/app-tree.tsx';

/**
 * The files of `modules` and all they import, as addresses, the entry's excepted (its own meta
 * lists it).
 */
export function moduleScripts(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
  base: string,
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files].map((file) => `${base}${file}`);
}

/**
 * The files of the router, the app's tree and all they import: every page needs them to hydrate,
 * so they load with the entry instead of after it (src/main.tsx).
 */
export const appTreeScripts = (manifest: Record<string, ManifestChunk>, base: string) =>
  moduleScripts(manifest, [ROUTER_MODULE, APP_TREE_MODULE], base);

/**
 * A prerendered page's own scripts: its routes' modules and all they import that the app's scripts
 * do not. The boot script preloads them one a task, so that hydration finds them requested and the
 * build's preloading adds no `<link>` for them, each a few milliseconds on a phone, all in one task.
 */
export const pageScripts = (
  manifest: Record<string, ManifestChunk>,
  routeModules: readonly string[],
  base: string,
  appScripts: readonly string[],
) => moduleScripts(manifest, routeModules, base).filter((file) => !appScripts.includes(file));

/** The route table, whose imports the prerender's server build notes (src/app/prerender-route-modules.ts). */
const ROUTE_TABLE = 'src/app/router.tsx';

/**
 * The build's entry script and module preloads, then `more` scripts to preload, as one meta that
 * the boot script loads after the first paint (src/app/boot-script.ts), entry first.
 */
export function deferAppScripts(html: string, more: string[] = []): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let deferred = html;
  for (const tag of [entry, ...preloads]) deferred = deferred.replace(tag[0], '');
  const listed = [entry[1]!, ...preloads.map((link) => link[1]!)];
  const scripts = [...listed, ...more.filter((src) => !listed.includes(src))].join(' ');
  return deferred.replace(
    /<\/title>/,
    `</title>\n    <meta name="${APP_SCRIPTS_META}" content="${scripts}" />`,
  );
}

/**
 * After the browser build: builds src/prerender.tsx for Node with the same config, renders each
 * page through React Router's static handler and writes it into dist/
 * (docs/decisions/019-prerendered-public-pages.md). `vite preview` serves the referral shell for
 * /affiliate/<code>, as dist/_redirects asks of a static host.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: (_, { command, isPreview }) => command === 'build' || isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    // In the server build only: each import of the route table notes its module as it resolves.
    async transform(code, id) {
      if (!config.build.ssr || path.relative(config.root, id) !== ROUTE_TABLE) return null;
      let noted = code;
      for (const found of [...code.matchAll(/\bimport\((['"])([^'"]+)\1\)/g)].reverse()) {
        const resolved = await this.resolve(found[2]!, id);
        if (!resolved) throw new Error(`${ROUTE_TABLE} imports ${found[2]}, which does not resolve`);
        const key = JSON.stringify(path.relative(config.root, resolved.id));
        const end = found.index + found[0].length;
        noted = `${noted.slice(0, end)}.then(noteRouteModule(${key}))${noted.slice(end)}`;
      }
      return `import { noteRouteModule } from '@/app/prerender-route-modules';\n${noted}`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirects() });
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.resolve(config.root, 'node_modules/.cache/prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      const { renderPage } = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as {
        renderPage: (url: string) => Promise<PrerenderedPage>;
      };
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const appScripts = appTreeScripts(manifest, config.base);
      const template = deferAppScripts(await readFile(path.join(outDir, 'index.html'), 'utf8'), appScripts);
      for (const { url, route, file } of PAGES_TO_PRERENDER) {
        const target = path.join(outDir, file);
        const page = await renderPage(url);
        const scripts = pageScripts(manifest, page.routeModules, config.base, appScripts);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, pageHtml(template, page, route, scripts));
      }
      await rm(serverDir, { recursive: true, force: true });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const segments = (req.url ?? '').split('?')[0]!.split('/');
        const isReferral =
          segments.length === 3 &&
          `/${segments[1]}` === paths.affiliate.root &&
          !['', 'sign-in', 'sign-up', 'dashboard'].includes(segments[2]!) &&
          !segments[2]!.includes('.');
        if (isReferral && req.headers.accept?.includes('text/html')) req.url = `/${REFERRAL_SHELL_FILE}`;
        next();
      });
    },
  };
}
