/** What every browser-called function answers a preflight with, and sends on each answer. */
export const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

/** A JSON answer; `headers` are the function's own (CORS for the ones browsers call). */
export function json(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = CORS,
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
}
