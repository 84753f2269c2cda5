import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { BodyTooLargeError, listen, readBody, sendJson } from './http.ts';
import { verifyJwt } from './auth/tokens.ts';
import { REFUSALS, ROUTES, refuse, type Refusal } from './gateway-refusals.ts';
import { jsonDepth, MAX_NESTING, textDepth } from './nesting.ts';

/**
 * The API gateway on :54321, doing what Kong does for the Supabase CLI: CORS, the apikey
 * check, mapping new-format keys to JWTs, and routing /auth/v1, /rest/v1, /functions/v1.
 */

export type FunctionHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<void>;

export interface GatewayOptions {
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  postgrestUrl: string;
  auth: (req: IncomingMessage, res: ServerResponse, url: URL, path: string, body: Buffer) => Promise<void>;
  functions: ReadonlyMap<string, FunctionHandler>;
  /** Functions served without apikey or JWT (verify_jwt = false in supabase/config.toml). */
  openFunctions?: readonly string[];
}

const EXPOSED_HEADERS =
  'Content-Range, Content-Location, Content-Profile, Preference-Applied, Range-Unit, X-Supabase-Api-Version, X-Total-Count, Link';
const ALLOWED_HEADERS =
  'apikey, authorization, content-type, accept, accept-profile, content-profile, prefer, range, x-client-info, x-supabase-api-version, x-upsert';
// Email links are opened by a browser with no apikey, as in the CLI's Kong routes.
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize']);

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

/**
 * A body or query string nested deeper than any request of the app, read before anything parses
 * it: PGlite spins forever on JSON nested some thousands deep, holding the whole stack.
 */
function tooDeep(req: IncomingMessage, url: URL, body: Buffer): Refusal | null {
  for (const [name, value] of url.searchParams) {
    if (textDepth(Buffer.from(name)) > MAX_NESTING || textDepth(Buffer.from(value)) > MAX_NESTING)
      return REFUSALS.queryTooDeep;
  }
  // A JSON parser skips brackets inside strings; anything else (a form, CSV) may not.
  const json = /json/i.test(req.headers['content-type'] ?? 'application/json');
  const depth = json ? jsonDepth(body) : textDepth(body);
  if (depth > MAX_NESTING) return REFUSALS.bodyTooDeep;
  return isForm(req) && !formIsUtf8(body) ? REFUSALS.formNotUtf8 : null;
}

const isForm = (req: IncomingMessage) =>
  /application\/x-www-form-urlencoded/i.test(req.headers['content-type'] ?? '');

/**
 * Whether a form's bytes and its percent-escapes are UTF-8: PostgREST answers a name or value that
 * decodes to anything else ("%A0") with a bare 500 from its web server instead of a 400.
 */
function formIsUtf8(body: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    for (const field of text.split('&'))
      for (const part of field.split('=')) decodeURIComponent(part.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

function apikeyOf(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.apikey;
  return (typeof header === 'string' && header) || url.searchParams.get('apikey');
}

function proxy(
  target: string,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: Buffer,
): Promise<void> {
  return new Promise((resolve) => {
    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    // The body was read whole, so it goes upstream with a length instead of chunked.
    delete headers['transfer-encoding'];
    headers['content-length'] = String(body.length);
    const upstream = httpRequest(`${target}${path}`, { method: req.method, headers }, (answer) => {
      // The gateway answers CORS for every route; PostgREST's own CORS headers would replace its list.
      const answerHeaders = Object.entries(answer.headers).filter(
        ([name]) => !name.startsWith('access-control-'),
      );
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(answerHeaders));
      answer.pipe(res);
      answer.on('end', resolve);
    });
    upstream.on('error', () => {
      if (!res.headersSent)
        sendJson(res, 502, { message: 'An invalid response was received from the upstream server' });
      else res.end();
      resolve();
    });
    upstream.end(body);
  });
}

export async function startGateway(options: GatewayOptions): Promise<{ port: number; server: Server }> {
  const keys = new Map<string, string>([
    [options.anonKey, options.anonKey],
    [options.serviceRoleKey, options.serviceRoleKey],
    [options.publishableKey, options.anonKey],
    [options.secretKey, options.serviceRoleKey],
  ]);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(corsHeaders(req))) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
        'Access-Control-Max-Age': '3600',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://gateway');
    const route = ROUTES.find((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
    if (!route) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    const path = url.pathname.slice(route.length) || '/';

    const functionName = route === '/functions/v1' ? (path.split('/')[1] ?? '') : '';
    const openFunction = options.openFunctions?.includes(functionName) ?? false;
    const open = (route === '/auth/v1' && req.method === 'GET' && OPEN_AUTH_PATHS.has(path)) || openFunction;
    if (!open) {
      const apikey = apikeyOf(req, url);
      if (!apikey) {
        sendJson(res, 401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
        return;
      }
      const jwt = keys.get(apikey);
      if (!jwt) {
        sendJson(res, 401, {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        });
        return;
      }
      const authorization = req.headers.authorization;
      if (!authorization || authorization.startsWith('Bearer sb_'))
        req.headers.authorization = `Bearer ${jwt}`;
    }

    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        refuse(route, req, res, REFUSALS.tooLarge);
        return;
      }
      throw error;
    }
    const refusal = tooDeep(req, url, body);
    if (refusal) {
      refuse(route, req, res, refusal);
      return;
    }

    if (route === '/auth/v1') return options.auth(req, res, url, path, body);
    if (route === '/rest/v1') return proxy(options.postgrestUrl, req, res, `${path}${url.search}`, body);

    if (!openFunction) {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const verified = await verifyJwt(token, options.jwtSecret);
      if (!verified.ok) {
        sendJson(res, 401, { code: 401, message: 'Invalid JWT' });
        return;
      }
    }
    const fn = options.functions.get(functionName);
    if (!fn) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    return fn(req, res, body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[gateway] unexpected failure', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'An unexpected error occurred' });
      else res.end();
    });
  });
  const port = await listen(server, options.port, 'API gateway');
  return { port, server };
}
