import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function ErrorPage() {
  const error = useRouteError();

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
