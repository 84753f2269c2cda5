import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, sendAuthError } from './auth/errors.ts';
import { MAX_BODY_BYTES, sendJson } from './http.ts';
import { MAX_NESTING } from './nesting.ts';

/**
 * What the gateway refuses before any service reads the request, written in the shape of the
 * service the request was for, so supabase-js reads the message as it reads that service's own:
 * PostgREST's {code, details, hint, message}, GoTrue's error, the functions' {error}.
 */

export const ROUTES = ['/auth/v1', '/rest/v1', '/functions/v1'] as const;
export type Route = (typeof ROUTES)[number];

export const REFUSALS = {
  tooLarge: {
    status: 413,
    postgrest: 'PGRST102',
    message: `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`,
  },
  bodyTooDeep: {
    status: 400,
    postgrest: 'PGRST102',
    message: `The request body is nested more than ${MAX_NESTING} levels deep.`,
  },
  formNotUtf8: {
    status: 400,
    postgrest: 'PGRST102',
    message: 'The form body is not valid UTF-8 once decoded.',
  },
  queryTooDeep: {
    status: 400,
    postgrest: 'PGRST100',
    message: `The query string is nested more than ${MAX_NESTING} levels deep.`,
  },
} as const;

export type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

export function refuse(route: Route, req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  const { status, message } = refusal;
  if (route === '/auth/v1') {
    sendAuthError(res, req.headers, new AuthError(status, 'validation_failed', message));
  } else if (route === '/rest/v1') {
    sendJson(res, status, { code: refusal.postgrest, details: null, hint: null, message });
  } else {
    sendJson(res, status, { error: message });
  }
}
