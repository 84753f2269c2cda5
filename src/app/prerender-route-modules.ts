/**
 * The modules the route table imported while the prerender rendered one page, as the build
 * manifest names them (src/features/…). Only the prerender's server build calls `noteRouteModule`:
 * scripts/build/prerender.ts adds the calls to src/app/router.tsx's imports there, so that each page
 * lists its own routes' scripts for the boot script to preload (docs/decisions/019).
 */
const imported = new Set<string>();

/** Passes an imported module through, noting which one it was. */
export const noteRouteModule =
  (key: string) =>
  <M>(module: M): M => {
    imported.add(key);
    return module;
  };

/** The modules noted since the last call, which starts a new list. */
export function takeRouteModules(): string[] {
  const keys = [...imported];
  imported.clear();
  return keys;
}
