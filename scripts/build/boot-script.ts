import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';
import { bootScript } from '../../src/app/boot-script.ts';

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The project the build talks to, as src/lib/env.ts picks it: VITE_SUPABASE_URL, else the local stack. */
export function configuredSupabaseUrl(config: ResolvedConfig, localApiUrl: string): string {
  const configured: unknown = config.env.VITE_SUPABASE_URL;
  return typeof configured === 'string' && configured !== '' ? configured : localApiUrl;
}

/** Puts the boot script first in <head>, in development too (the header's signed-in state). */
export function bootScriptPlugin(localApiUrl: string): Plugin {
  let script = '';
  return {
    name: 'boot-script',
    configResolved(config) {
      script = bootScript(configuredSupabaseUrl(config, localApiUrl));
    },
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head' }],
  };
}
