import type { Plugin } from 'vite';
import { bootScript } from '../../src/app/boot-script.ts';
import { configuredSupabaseUrl, scriptHashSource } from './boot-script.ts';

/**
 * The production build's Content-Security-Policy (docs/decisions/018-data-control-and-security-review.md):
 * what the app loads and nothing else. Scripts only from the app's own origin, and the one inline
 * boot script by its hash (docs/decisions/019-prerendered-public-pages.md); fonts too; styles
 * also inline (Radix and sonner insert <style> elements at run time); data from the Supabase
 * project; frames only for the lessons' privacy-enhanced YouTube videos; images our own, data:
 * (the QR code) and blob:.
 */
export function contentSecurityPolicy(supabaseUrl: string, { forHeader }: { forHeader: boolean }): string {
  const api = new URL(supabaseUrl).origin;
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashSource(bootScript(supabaseUrl))}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${api}`,
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only a response header can forbid framing the app; a <meta> policy ignores frame-ancestors.
    ...(forHeader ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

/**
 * On `vite build`: the policy as a <meta> in index.html (works on any static host), and a
 * Netlify / Cloudflare Pages `_headers` file that sends it as a header with frame-ancestors.
 */
export function contentSecurityPolicyPlugin(localApiUrl: string): Plugin {
  let apiUrl = localApiUrl;
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      apiUrl = configuredSupabaseUrl(config, localApiUrl);
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(apiUrl, { forHeader: false }),
        },
        injectTo: 'head-prepend',
      },
    ],
    generateBundle() {
      const policy = contentSecurityPolicy(apiUrl, { forHeader: true });
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: [
          '/*',
          `  Content-Security-Policy: ${policy}`,
          '  X-Content-Type-Options: nosniff',
          '  Referrer-Policy: strict-origin-when-cross-origin',
          '',
        ].join('\n'),
      });
    },
  };
}
