import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isMissingChunk, reloadForMissingChunk } from '@/features/pwa/missing-chunk';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function ErrorPage() {
  const error = useRouteError();
  // A page's script gone after a deploy: one reload, at the address asked for, brings the new
  // version (docs/decisions/030-installable-and-offline.md); until it does, nothing is shown.
  const [reloading, setReloading] = useState(() => isMissingChunk(error));
  const reloaded = useRef<boolean | null>(null);
  useEffect(() => {
    reloaded.current ??= reloadForMissingChunk(error);
    if (!reloaded.current) setReloading(false);
  }, [error]);
  if (reloading) return null;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">{describe(error)}</p>
      {/* A full page load, not a router link: the router state may be what failed. */}
      <a href="/" className="rounded-md font-medium text-primary underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}
