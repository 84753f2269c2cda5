import { readFileSync, writeFileSync } from 'node:fs';

/**
 * npm run lockfile:complete — run after `npm install <pkg>` on this workplace's machines.
 *
 * The npm registry reachable here serves only some platform builds of native packages
 * (e.g. @tailwindcss/oxide-darwin-arm64 answers 404). npm then leaves those optional
 * packages out of package-lock.json, and `npm ci` refuses the lock as out of sync. This
 * adds each missing one as an optional entry with its os/cpu, which `npm ci` accepts and
 * skips on other platforms (and fetches on them, from the public registry).
 */
interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockEntry> };
const PLATFORM = /(android|darwin|freebsd|linux|win32|openharmony|wasm32)-([a-z0-9]+)(?:-([a-z]+))?$/;

const added: string[] = [];
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const match = PLATFORM.exec(name);
    if (key in lock.packages || !match) continue;
    const [, os, cpu, abi] = match;
    const stub: LockEntry = { version, optional: true, ...(entry.dev ? { dev: true } : {}) };
    if (os === 'wasm32') stub.cpu = ['wasm32'];
    else {
      stub.os = [os!];
      stub.cpu = [cpu!];
      if (abi?.startsWith('gnu')) stub.libc = ['glibc'];
      if (abi?.startsWith('musl')) stub.libc = ['musl'];
    }
    lock.packages[key] = stub;
    added.push(name);
  }
}

writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.length} platform entries: ${added.join(', ')}` : 'Lockfile complete.',
);
