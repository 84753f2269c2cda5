import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../supabase/local/http.ts';

// Runs a production entry, supabase/functions/<name>/index.ts, under Deno (the npm `deno`
// package) as the hosted platform runs it. Deno reads the npm packages from the project's
// node_modules and may not download anything
// (docs/decisions/011-edge-function-deno-uses-node-modules.md): a fresh machine whose only
// network is `npm install` passes these tests.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DENO = `${ROOT}node_modules/.bin/deno`;

export interface DenoFunction {
  /** The function's URL, as /functions/v1/<name> on the platform. */
  url: string;
  stop(): void;
}

export async function serveUnderDeno(name: string, env: Record<string, string>): Promise<DenoFunction> {
  const port = await freePort();
  const child = spawn(
    DENO,
    [
      'run',
      '--node-modules-dir=manual',
      '--cached-only',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--config',
      `supabase/functions/${name}/deno.json`,
      `supabase/functions/${name}/index.ts`,
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        NO_COLOR: '1',
        ...env,
      },
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) resolve();
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.once('exit', (code) => {
      reject(new Error(`deno exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/${name}`,
    stop: () => child.kill(),
  };
}
