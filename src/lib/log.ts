/** A refusal the server answered with (a wrong password, a denied row), as opposed to a fault in the app. */
function isServerAnswer(error: unknown): error is { message: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code, message } = error as { status?: unknown; code?: unknown; message?: unknown };
  return typeof message === 'string' && (typeof status === 'number' || typeof code === 'string');
}

/**
 * Logs a failure once (docs/decisions/013-errors-through-the-query-cache.md). A server's answer is one
 * line, `Sign-in failed: Invalid login credentials`; a fault in the app keeps its stack trace,
 * which is what finds it.
 */
export function logFailure(head: string, error: unknown): void {
  if (isServerAnswer(error)) console.error(`${head}: ${error.message}`);
  else console.error(head, error);
}
