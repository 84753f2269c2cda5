import type { Plugin } from 'vite';

/**
 * The production build's Content-Security-Policy (docs/decisions/018-data-control-and-security-review.md):
 * what the app loads and nothing else. Scripts and fonts only from the app's own origin; styles
 * also inline (Radix and sonner insert <style> elements at run time); data from the Supabase
 * project; frames only for the lessons' privacy-enhanced YouTube videos; images our own, data:
 * (the QR code) and blob:.
 */
export function contentSecurityPolicy(supabaseUrl: string, { forHeader }: { forHeader: boolean }): string {
  const api = new URL(supabaseUrl).origin;
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
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
  // The project the build talks to, as src/lib/supabase.ts picks it: VITE_SUPABASE_URL, else the local stack.
  let apiUrl = localApiUrl;
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      const configured: unknown = config.env.VITE_SUPABASE_URL;
      if (typeof configured === 'string' && configured !== '') apiUrl = configured;
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
