/** Shown while the first page's lazily loaded code arrives. */
export function RouteFallback() {
  return (
    <p role="status" className="flex min-h-dvh items-center justify-center text-muted-foreground">
      Loading…
    </p>
  );
}
